CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"iban_hash" text NOT NULL,
	"iban_sealed" text NOT NULL,
	"owner_name_sealed" text,
	"balance_sealed" text,
	"balance_date" date,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_category_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"counterparty_hash" text NOT NULL,
	"counterparty_sealed" text NOT NULL,
	"category" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"booking_date" date NOT NULL,
	"entry_hash" text NOT NULL,
	"counterparty_hash" text,
	"details_sealed" text NOT NULL,
	"category" text NOT NULL,
	"category_manual" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_category_rules" ADD CONSTRAINT "bank_category_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_iban_idx" ON "bank_accounts" USING btree ("user_id","iban_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_category_rules_user_idx" ON "bank_category_rules" USING btree ("user_id","counterparty_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_entry_idx" ON "bank_transactions" USING btree ("account_id","entry_hash");--> statement-breakpoint
CREATE INDEX "bank_transactions_account_date_idx" ON "bank_transactions" USING btree ("account_id","booking_date");--> statement-breakpoint
CREATE INDEX "bank_transactions_counterparty_idx" ON "bank_transactions" USING btree ("counterparty_hash");