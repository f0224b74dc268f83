ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agents_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_agency_idx" ON "users" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "users_agent_idx" ON "users" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_agency" CHECK (("users"."role" = 'customer' and "users"."agency_id" is null) or ("users"."role" = 'adviser' and "users"."agency_id" is not null and "users"."agent_id" is null));