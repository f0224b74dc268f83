CREATE TABLE "blob_removals" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_erasures" ADD COLUMN "started_at" timestamp with time zone;