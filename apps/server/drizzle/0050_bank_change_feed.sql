-- Issue 34 (ADR 319): the bank reads (status, a month's transactions, liquidity, found contracts) are cached
-- per customer as the change feed of 0003 allows; their tables notify 'u:<user id>' on every change. A bank
-- entry names its account, so its triggers are per statement (an import inserts thousands of rows) and notify
-- each account's owner once. An entry deleted with its account finds no account any more: the account's own
-- trigger names the owner then.
CREATE FUNCTION "kp_notify_bank_entry_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('kp_changes', 'u:' || a.user_id)
		FROM (SELECT DISTINCT account_id FROM new_rows) e JOIN bank_accounts a ON a.id = e.account_id;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('kp_changes', 'u:' || a.user_id)
		FROM (SELECT DISTINCT account_id FROM old_rows) e JOIN bank_accounts a ON a.id = e.account_id;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bank_transactions_inserted" AFTER INSERT ON "bank_transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kp_notify_bank_entry_owners"();
--> statement-breakpoint
CREATE TRIGGER "bank_transactions_updated" AFTER UPDATE ON "bank_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kp_notify_bank_entry_owners"();
--> statement-breakpoint
CREATE TRIGGER "bank_transactions_deleted" AFTER DELETE ON "bank_transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kp_notify_bank_entry_owners"();
--> statement-breakpoint
CREATE TRIGGER "bank_accounts_changed" AFTER INSERT OR UPDATE OR DELETE ON "bank_accounts" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "bank_category_rules_changed" AFTER INSERT OR UPDATE OR DELETE ON "bank_category_rules" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "bank_suggestion_decisions_changed" AFTER INSERT OR UPDATE OR DELETE ON "bank_suggestion_decisions" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
--> statement-breakpoint
CREATE TRIGGER "bank_aggregator_connections_changed" AFTER INSERT OR UPDATE OR DELETE ON "bank_aggregator_connections" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
