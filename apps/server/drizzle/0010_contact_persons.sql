CREATE TABLE "contact_person_contracts" (
	"contact_person_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_person_contracts_contact_person_id_contract_id_pk" PRIMARY KEY("contact_person_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "contact_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"firma" text,
	"anrede" text,
	"vorname" text NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"zip" text,
	"city" text,
	"phone" text NOT NULL,
	"fax" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_person_contracts" ADD CONSTRAINT "contact_person_contracts_contact_person_id_contact_persons_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_person_contracts" ADD CONSTRAINT "contact_person_contracts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_person_contracts_contract_idx" ON "contact_person_contracts" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contact_persons_user_idx" ON "contact_persons" USING btree ("user_id");