CREATE TABLE "agency_insurer_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"versicherer" text NOT NULL,
	"vermittlernummer" text DEFAULT '' NOT NULL,
	"strasse" text DEFAULT '' NOT NULL,
	"plz" text DEFAULT '' NOT NULL,
	"ort" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_insurer_settings" ADD CONSTRAINT "agency_insurer_settings_agency_id_agents_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_insurer_settings_agency_insurer_idx" ON "agency_insurer_settings" USING btree ("agency_id","versicherer");