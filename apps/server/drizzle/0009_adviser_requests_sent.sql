DROP INDEX "adviser_requests_user_idx";--> statement-breakpoint
ALTER TABLE "adviser_requests" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "adviser_requests_user_idx" ON "adviser_requests" USING btree ("user_id","kind","created_at");--> statement-breakpoint
UPDATE "adviser_requests" SET "sent_at" = "created_at";