ALTER TABLE "contracts" ADD COLUMN "provided_by_agency_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "provided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "provided_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "provided_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_provided_by_agency_id_agents_id_fk" FOREIGN KEY ("provided_by_agency_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_provided_idx" ON "contracts" USING btree ("user_id","provided_at") WHERE "contracts"."provided_at" is not null;