CREATE TABLE "bank_aggregator_removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"login_sealed" text NOT NULL,
	"password_sealed" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bank_aggregator_removals_due_idx" ON "bank_aggregator_removals" USING btree ("due_at");--> statement-breakpoint
ALTER TABLE "bank_connections" ADD COLUMN "iban_sealed" text;--> statement-breakpoint
ALTER TABLE "bank_connections" ALTER COLUMN "iban" DROP NOT NULL;
