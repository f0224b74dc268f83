-- Sessions and the inbox in the change feed (issue 27, ADR 036).
-- 'kp_sessions' carries the id of a user whose access may have ended: a session ended (logout, password
-- change, reset) or went (purge), the account was deactivated, deleted or changed role or agency. Every
-- server process listens and ends that user's open event streams whose session no longer holds.
-- 'kp_chat' also carries {"kind":"inbox","agencyId":N} when the agency's inbox changed (a request sent or
-- its status set, a form signed, a customer arrived, an item read): the advisers' streams say so at once.
CREATE FUNCTION "kp_notify_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('kp_sessions', to_jsonb(OLD) ->> TG_ARGV[0]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER UPDATE OF "ended_at" OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "kp_notify_session"('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER UPDATE OF "active", "role", "agency_id" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "kp_notify_session"('id');
--> statement-breakpoint
CREATE FUNCTION "kp_notify_inbox"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	agency text;
	old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
	new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
BEGIN
	-- A customer's drafts are no inbox items: only a request that is or was sent counts; of the users only customers.
	IF TG_TABLE_NAME = 'adviser_requests'
		AND coalesce(old_row ->> 'status', 'entwurf') = 'entwurf' AND coalesce(new_row ->> 'status', 'entwurf') = 'entwurf' THEN
		RETURN NULL;
	END IF;
	IF TG_TABLE_NAME = 'users' AND coalesce(new_row ->> 'role', old_row ->> 'role') <> 'customer' THEN
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		agency := old_row ->> TG_ARGV[0];
		IF agency IS NOT NULL THEN
			PERFORM pg_notify('kp_chat', json_build_object('kind', 'inbox', 'agencyId', agency::int)::text);
		END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		agency := new_row ->> TG_ARGV[0];
		IF agency IS NOT NULL THEN
			PERFORM pg_notify('kp_chat', json_build_object('kind', 'inbox', 'agencyId', agency::int)::text);
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "adviser_requests_inbox" AFTER INSERT OR UPDATE OR DELETE ON "adviser_requests" FOR EACH ROW EXECUTE FUNCTION "kp_notify_inbox"('agent_id');
--> statement-breakpoint
CREATE TRIGGER "signed_forms_inbox" AFTER INSERT ON "signed_forms" FOR EACH ROW EXECUTE FUNCTION "kp_notify_inbox"('agent_id');
--> statement-breakpoint
CREATE TRIGGER "users_inbox" AFTER INSERT OR UPDATE OF "active", "agent_id", "first_name", "last_name" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "kp_notify_inbox"('agent_id');
--> statement-breakpoint
CREATE TRIGGER "inbox_reads_inbox" AFTER INSERT OR DELETE ON "inbox_reads" FOR EACH ROW EXECUTE FUNCTION "kp_notify_inbox"('agency_id');
