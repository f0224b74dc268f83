CREATE TABLE "bestandsuebertragung_verlauf" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_contract_id" integer NOT NULL,
	"status" text NOT NULL,
	"datum" date NOT NULL,
	"notiz" text,
	"adviser_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bestandsuebertragung_vertraege" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"versicherer" text NOT NULL,
	"nummer" text NOT NULL,
	"sparte" text,
	"status" text NOT NULL,
	"datum" date NOT NULL,
	"notiz" text,
	"gesendet_am" date,
	"erinnert_am" date
);
--> statement-breakpoint
CREATE TABLE "bestandsuebertragungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"level" text NOT NULL,
	"status" text NOT NULL,
	"beantragt_at" timestamp with time zone,
	"zurueckgezogen_at" timestamp with time zone,
	"signed_form_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "betreuung" text DEFAULT 'unbekannt' NOT NULL;--> statement-breakpoint
ALTER TABLE "bestandsuebertragung_verlauf" ADD CONSTRAINT "bestandsuebertragung_verlauf_transfer_contract_id_bestandsuebertragung_vertraege_id_fk" FOREIGN KEY ("transfer_contract_id") REFERENCES "public"."bestandsuebertragung_vertraege"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bestandsuebertragung_verlauf" ADD CONSTRAINT "bestandsuebertragung_verlauf_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bestandsuebertragung_vertraege" ADD CONSTRAINT "bestandsuebertragung_vertraege_transfer_id_bestandsuebertragungen_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."bestandsuebertragungen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bestandsuebertragungen" ADD CONSTRAINT "bestandsuebertragungen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bestandsuebertragungen" ADD CONSTRAINT "bestandsuebertragungen_agency_id_agents_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bestandsuebertragung_verlauf_contract_idx" ON "bestandsuebertragung_verlauf" USING btree ("transfer_contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bestandsuebertragung_vertraege_transfer_contract_idx" ON "bestandsuebertragung_vertraege" USING btree ("transfer_id","contract_id");--> statement-breakpoint
CREATE INDEX "bestandsuebertragung_vertraege_contract_idx" ON "bestandsuebertragung_vertraege" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "bestandsuebertragungen_user_idx" ON "bestandsuebertragungen" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bestandsuebertragungen_agency_idx" ON "bestandsuebertragungen" USING btree ("agency_id","id");