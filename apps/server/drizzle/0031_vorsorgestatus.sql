CREATE TABLE "vorsorge_angaben" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"angaben" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "rente_garantiert_mtl" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "rente_prognose_mtl" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "vorsorge_angaben" ADD CONSTRAINT "vorsorge_angaben_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vorsorge_angaben" ADD CONSTRAINT "vorsorge_angaben_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vorsorge_angaben_user_idx" ON "vorsorge_angaben" USING btree ("user_id");