CREATE TABLE "vergleichsrechner" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"titel" text NOT NULL,
	"sparte" text NOT NULL,
	"url" text NOT NULL,
	"origins" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vergleichsrechner_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"rechner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vergleichsrechner" ADD CONSTRAINT "vergleichsrechner_agency_id_agents_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vergleichsrechner_tickets" ADD CONSTRAINT "vergleichsrechner_tickets_rechner_id_vergleichsrechner_id_fk" FOREIGN KEY ("rechner_id") REFERENCES "public"."vergleichsrechner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vergleichsrechner_tickets" ADD CONSTRAINT "vergleichsrechner_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vergleichsrechner_agency_idx" ON "vergleichsrechner" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "vergleichsrechner_tickets_expires_idx" ON "vergleichsrechner_tickets" USING btree ("expires_at");