CREATE TABLE "bank_aggregator_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"bank_name_sealed" text,
	"status" text NOT NULL,
	"fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_aggregator_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"login_sealed" text NOT NULL,
	"password_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_aggregator_webforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"kind" text NOT NULL,
	"connection_id" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_aggregator_connections" ADD CONSTRAINT "bank_aggregator_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_aggregator_users" ADD CONSTRAINT "bank_aggregator_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_aggregator_webforms" ADD CONSTRAINT "bank_aggregator_webforms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_aggregator_webforms" ADD CONSTRAINT "bank_aggregator_webforms_connection_id_bank_aggregator_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_aggregator_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_aggregator_connections_user_idx" ON "bank_aggregator_connections" USING btree ("user_id","provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_aggregator_users_user_idx" ON "bank_aggregator_users" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "bank_aggregator_webforms_user_idx" ON "bank_aggregator_webforms" USING btree ("user_id");