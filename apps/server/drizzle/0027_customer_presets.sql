CREATE TABLE "customer_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"values" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_presets" ADD CONSTRAINT "customer_presets_agency_id_agents_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_presets_agency_name_idx" ON "customer_presets" USING btree ("agency_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_presets_agency_default_idx" ON "customer_presets" USING btree ("agency_id") WHERE "customer_presets"."is_default";