ALTER TABLE "agents" ADD COLUMN "vermittlerstatus" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "ihk" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agb_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "datenschutz_version" text;