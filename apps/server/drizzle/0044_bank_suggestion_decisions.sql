CREATE TABLE "bank_suggestion_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"key_sealed" text NOT NULL,
	"decision" text NOT NULL,
	"contract_id" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_suggestion_decisions" ADD CONSTRAINT "bank_suggestion_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_suggestion_decisions" ADD CONSTRAINT "bank_suggestion_decisions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_suggestion_decisions_user_key_idx" ON "bank_suggestion_decisions" USING btree ("user_id","key_hash");