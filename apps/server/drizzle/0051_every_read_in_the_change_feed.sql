-- Issue 34 (ADR 330): every page read may be cached per user (config.cachedRead), so every table a read is
-- built from is in the change feed of 0003. Payloads: 'u:<user id>' (the user's own rows), 'w:<agency id>'
-- (a row of one of the agency's customers: the workspace's lists show them all), 'a:<agency id>' (the
-- agency's own rows or one of its advisers: its customers' pages show them too). A customer's agency is
-- users.agent_id, an adviser's users.agency_id (both rows of `agents`).
CREATE FUNCTION "kp_notify_owner"(owner integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	agency integer;
BEGIN
	IF owner IS NULL THEN RETURN; END IF;
	PERFORM pg_notify('kp_changes', 'u:' || owner);
	SELECT coalesce(agent_id, agency_id) INTO agency FROM users WHERE id = owner;
	IF agency IS NOT NULL THEN PERFORM pg_notify('kp_changes', 'w:' || agency); END IF;
END $$;
--> statement-breakpoint
-- The user id is each column named by the trigger's arguments. A users row names its own agency: an
-- adviser's change shows on every page of the agency ('a:'), a customer's in the workspace ('w:').
CREATE OR REPLACE FUNCTION "kp_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	row_value jsonb;
	column_name text;
BEGIN
	FOREACH row_value IN ARRAY ARRAY[
		CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
		CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END
	] LOOP
		CONTINUE WHEN row_value IS NULL;
		IF TG_TABLE_NAME = 'users' THEN
			PERFORM pg_notify('kp_changes', 'u:' || (row_value ->> 'id'));
			IF row_value ->> 'agency_id' IS NOT NULL THEN
				PERFORM pg_notify('kp_changes', 'a:' || (row_value ->> 'agency_id'));
			ELSIF row_value ->> 'agent_id' IS NOT NULL THEN
				PERFORM pg_notify('kp_changes', 'w:' || (row_value ->> 'agent_id'));
			END IF;
		ELSE
			FOREACH column_name IN ARRAY TG_ARGV LOOP
				PERFORM kp_notify_owner((row_value ->> column_name)::integer);
			END LOOP;
		END IF;
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A row under a parent: TG_ARGV[0] is its column naming the parent, TG_ARGV[1] a query for the owning user
-- by that value ($1). The parent deleted in the same statement (cascade) names its owner by its own trigger.
CREATE FUNCTION "kp_notify_user_by_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	row_value jsonb;
	owner integer;
BEGIN
	FOREACH row_value IN ARRAY ARRAY[
		CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
		CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END
	] LOOP
		CONTINUE WHEN row_value IS NULL;
		EXECUTE TG_ARGV[1] INTO owner USING (row_value ->> TG_ARGV[0])::integer;
		PERFORM kp_notify_owner(owner);
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "kp_notify_user_by_person_id"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owner integer;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		SELECT user_id INTO owner FROM persons WHERE id = OLD.person_id;
		PERFORM kp_notify_owner(owner);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT user_id INTO owner FROM persons WHERE id = NEW.person_id;
		PERFORM kp_notify_owner(owner);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "kp_notify_bank_entry_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM kp_notify_owner(a.user_id)
		FROM (SELECT DISTINCT account_id FROM new_rows) e JOIN bank_accounts a ON a.id = e.account_id;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM kp_notify_owner(a.user_id)
		FROM (SELECT DISTINCT account_id FROM old_rows) e JOIN bank_accounts a ON a.id = e.account_id;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A row naming whose views it touches by one column: TG_ARGV[0] is the column, TG_ARGV[1] the payload's kind
-- ('a' or 'w' for an agency column, 'u' for a user column when the agency's workspace does not show it).
CREATE FUNCTION "kp_notify_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('kp_changes', TG_ARGV[1] || ':' || (to_jsonb(OLD) ->> TG_ARGV[0])); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('kp_changes', TG_ARGV[1] || ':' || (to_jsonb(NEW) ->> TG_ARGV[0])); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A new customer shows in the workspace at once, an agency's new adviser on its pages.
DROP TRIGGER "users_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('id');
--> statement-breakpoint
CREATE TRIGGER "agents_inserted" AFTER INSERT ON "agents" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('id', 'a');
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER INSERT OR UPDATE OF "ended_at" OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
-- The touch of a session's last use (every few minutes at most): the devices page shows it, the workspace not.
CREATE TRIGGER "sessions_touched" AFTER UPDATE OF "last_used_at", "user_agent" ON "sessions" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('user_id', 'u');
--> statement-breakpoint
CREATE TRIGGER "passkeys_changed" AFTER INSERT OR UPDATE OR DELETE ON "passkeys" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "vorsorge_angaben_changed" AFTER INSERT OR UPDATE OR DELETE ON "vorsorge_angaben" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "contact_persons_changed" AFTER INSERT OR UPDATE OR DELETE ON "contact_persons" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "contact_person_contracts_changed" AFTER INSERT OR UPDATE OR DELETE ON "contact_person_contracts" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user_by_parent"('contact_person_id', 'SELECT user_id FROM contact_persons WHERE id = $1');
--> statement-breakpoint
CREATE TRIGGER "adviser_requests_changed" AFTER INSERT OR UPDATE OR DELETE ON "adviser_requests" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "signed_forms_changed" AFTER INSERT OR UPDATE OR DELETE ON "signed_forms" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "bestandsuebertragungen_changed" AFTER INSERT OR UPDATE OR DELETE ON "bestandsuebertragungen" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "bestandsuebertragung_vertraege_changed" AFTER INSERT OR UPDATE OR DELETE ON "bestandsuebertragung_vertraege" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user_by_parent"('transfer_id', 'SELECT user_id FROM bestandsuebertragungen WHERE id = $1');
--> statement-breakpoint
CREATE TRIGGER "bestandsuebertragung_verlauf_changed" AFTER INSERT OR UPDATE OR DELETE ON "bestandsuebertragung_verlauf" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user_by_parent"('transfer_contract_id', 'SELECT t.user_id FROM bestandsuebertragung_vertraege v JOIN bestandsuebertragungen t ON t.id = v.transfer_id WHERE v.id = $1');
--> statement-breakpoint
CREATE TRIGGER "chat_messages_changed" AFTER INSERT OR UPDATE OR DELETE ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('customer_id');
--> statement-breakpoint
CREATE TRIGGER "referrals_changed" AFTER INSERT OR UPDATE OR DELETE ON "referrals" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('referrer_user_id', 'referred_user_id');
--> statement-breakpoint
CREATE TRIGGER "referral_payments_changed" AFTER INSERT OR UPDATE OR DELETE ON "referral_payments" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('referrer_user_id');
--> statement-breakpoint
CREATE TRIGGER "app_ratings_changed" AFTER INSERT OR UPDATE OR DELETE ON "app_ratings" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "notification_rules_changed" AFTER INSERT OR UPDATE OR DELETE ON "notification_rules" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "emergency_contacts_changed" AFTER INSERT OR UPDATE OR DELETE ON "emergency_contacts" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "adviser_audit_log_changed" AFTER INSERT OR UPDATE OR DELETE ON "adviser_audit_log" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('customer_id');
--> statement-breakpoint
CREATE TRIGGER "adviser_audit_log_agency_changed" AFTER INSERT OR UPDATE OR DELETE ON "adviser_audit_log" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agency_id', 'w');
--> statement-breakpoint
CREATE TRIGGER "bank_aggregator_users_changed" AFTER INSERT OR UPDATE OR DELETE ON "bank_aggregator_users" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "account_codes_changed" AFTER INSERT OR UPDATE OR DELETE ON "account_codes" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_changed" AFTER INSERT OR UPDATE OR DELETE ON "calendar_feeds" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "account_erasures_changed" AFTER INSERT OR UPDATE OR DELETE ON "account_erasures" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "form_templates_changed" AFTER INSERT OR UPDATE OR DELETE ON "form_templates" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agent_id', 'a');
--> statement-breakpoint
CREATE TRIGGER "agency_insurer_settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "agency_insurer_settings" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agency_id', 'a');
--> statement-breakpoint
CREATE TRIGGER "customer_presets_changed" AFTER INSERT OR UPDATE OR DELETE ON "customer_presets" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agency_id', 'a');
--> statement-breakpoint
CREATE TRIGGER "referral_tiers_changed" AFTER INSERT OR UPDATE OR DELETE ON "referral_tiers" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agent_id', 'a');
--> statement-breakpoint
CREATE TRIGGER "vergleichsrechner_changed" AFTER INSERT OR UPDATE OR DELETE ON "vergleichsrechner" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agency_id', 'a');
--> statement-breakpoint
CREATE TRIGGER "retained_records_changed" AFTER INSERT OR UPDATE OR DELETE ON "retained_records" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agent_id', 'w');
--> statement-breakpoint
CREATE TRIGGER "inbox_reads_changed" AFTER INSERT OR UPDATE OR DELETE ON "inbox_reads" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agency_id', 'w');
--> statement-breakpoint
CREATE TRIGGER "unsent_invitations_changed" AFTER INSERT OR UPDATE OR DELETE ON "unsent_invitations" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agency_id', 'w');
--> statement-breakpoint
-- A row kept by the agency it was sent to, signed for or written in: that agency's workspace, also after the
-- customer moved to another one (kp_notify_owner names the customer's agency of now).
CREATE TRIGGER "adviser_requests_agency_changed" AFTER INSERT OR UPDATE OR DELETE ON "adviser_requests" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agent_id', 'w');
--> statement-breakpoint
CREATE TRIGGER "signed_forms_agency_changed" AFTER INSERT OR UPDATE OR DELETE ON "signed_forms" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agent_id', 'w');
--> statement-breakpoint
CREATE TRIGGER "chat_messages_agency_changed" AFTER INSERT OR UPDATE OR DELETE ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agency_id', 'w');
--> statement-breakpoint
CREATE TRIGGER "bestandsuebertragungen_agency_changed" AFTER INSERT OR UPDATE OR DELETE ON "bestandsuebertragungen" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agency_id', 'w');
--> statement-breakpoint
CREATE TRIGGER "referrals_agency_changed" AFTER INSERT OR UPDATE OR DELETE ON "referrals" FOR EACH ROW EXECUTE FUNCTION "kp_notify_key"('agent_id', 'w');
--> statement-breakpoint
-- A referral list shows the other side's name: the referrer's page the referred's, the referred's agency's
-- inbox the referrer's. A rename names both.
CREATE FUNCTION "kp_notify_referral_sides"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM kp_notify_owner(r.referrer_user_id) FROM referrals r WHERE r.referred_user_id = NEW.id;
	PERFORM pg_notify('kp_changes', 'w:' || r.agent_id) FROM referrals r WHERE r.referrer_user_id = NEW.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_renamed" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW EXECUTE FUNCTION "kp_notify_referral_sides"();
