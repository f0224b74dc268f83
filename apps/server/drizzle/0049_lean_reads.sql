DROP INDEX IF EXISTS "sessions_user_idx";--> statement-breakpoint
CREATE INDEX "sessions_user_created_idx" ON "sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("customer_id","agency_id","sender") WHERE "chat_messages"."read_at" is null;
