-- Change feed (issue 7, ADR 008): every change that can make a cached read view stale notifies channel
-- 'kp_changes'; every server process listens and drops what it cached. Payloads: 'u:<user id>' (rows of
-- that customer), 'a:<agent id>' (an adviser, shown in every profile of the agency), '*' (owner unknown:
-- drop everything). PostgreSQL folds equal payloads of one transaction into one notification and
-- delivers them only on commit. Session validity is never cached (ADR 008), so sessions need no trigger.
-- The user id is the column named by the trigger's argument ('id' on users, 'user_id' elsewhere).
CREATE FUNCTION "kp_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('kp_changes', 'u:' || (to_jsonb(OLD) ->> TG_ARGV[0])); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('kp_changes', 'u:' || (to_jsonb(NEW) ->> TG_ARGV[0])); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "kp_notify_user_by_person_id"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owner integer;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		SELECT user_id INTO owner FROM persons WHERE id = OLD.person_id;
		-- The person went in the same statement (cascade): its own trigger names the user; be safe anyway.
		PERFORM pg_notify('kp_changes', coalesce('u:' || owner, '*'));
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT user_id INTO owner FROM persons WHERE id = NEW.person_id;
		PERFORM pg_notify('kp_changes', coalesce('u:' || owner, '*'));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "kp_notify_agent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('kp_changes', 'a:' || OLD.id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('id');
--> statement-breakpoint
CREATE TRIGGER "persons_changed" AFTER INSERT OR UPDATE OR DELETE ON "persons" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "addresses_changed" AFTER INSERT OR UPDATE OR DELETE ON "addresses" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user_by_person_id"();
--> statement-breakpoint
CREATE TRIGGER "bank_connections_changed" AFTER INSERT OR UPDATE OR DELETE ON "bank_connections" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user_by_person_id"();
--> statement-breakpoint
CREATE TRIGGER "agents_changed" AFTER UPDATE OR DELETE ON "agents" FOR EACH ROW EXECUTE FUNCTION "kp_notify_agent"();
