CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"sparte" text NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"name" text,
	"nummer" text,
	"label" text,
	"gesellschaft" text NOT NULL,
	"beitrag" numeric(12, 2),
	"zahlungsweise" integer,
	"ablaufberechnung" integer DEFAULT 0 NOT NULL,
	"beginn" date,
	"ablauf" date,
	"automatische_verlaengerung" integer DEFAULT 0 NOT NULL,
	"kuendbar_bis" date,
	"memory_datum" date,
	"memory_massage" text,
	"kf_wert" integer,
	"kf_einheit" text,
	"kf_ende" text,
	"kf_verlaengert_wert" integer,
	"kf_verlaengert_einheit" text,
	"mindestlaufzeit_wert" integer,
	"mindestlaufzeit_einheit" text,
	"v_ende_am" date,
	"v_geku_am" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_user_idx" ON "contracts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "contracts_person_idx" ON "contracts" USING btree ("person_id");--> statement-breakpoint
-- Contracts in the change feed (ADR 008): GET /api/contracts is a cached view per customer.
CREATE TRIGGER "contracts_changed" AFTER INSERT OR UPDATE OR DELETE ON "contracts" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
