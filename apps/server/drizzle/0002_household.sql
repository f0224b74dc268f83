CREATE TABLE "bank_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"kontoinhaber" text,
	"zahlungsweise" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "kontakt_einwilligung" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "personnummer_vm" text;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD CONSTRAINT "bank_connections_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_connections_person_idx" ON "bank_connections" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_connections_one_main_idx" ON "bank_connections" USING btree ("person_id") WHERE "bank_connections"."is_main";