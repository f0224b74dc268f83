CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"co" text,
	"address" text,
	"addressnumber" text,
	"streetcode" text,
	"city" text,
	"bundesland" text,
	"land" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"typ" text NOT NULL,
	"anrede" text NOT NULL,
	"vorname" text NOT NULL,
	"name" text NOT NULL,
	"firma" text,
	"email" text,
	"phone" text,
	"mobile" text,
	"co" text,
	"address" text,
	"addressnumber" text,
	"streetcode" text,
	"city" text,
	"registernummer" text,
	"logo_path" text,
	"avatar_path" text,
	"css" text,
	"empfehlungsgeber_art" text DEFAULT 'versicherungsvermittler' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "denied_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"gender" text DEFAULT 'm' NOT NULL,
	"geburtsdatum" date,
	"geburtsort" text,
	"geburtland" text,
	"familienstand" text,
	"mvp_freigabe" integer DEFAULT 0 NOT NULL,
	"email" text,
	"phone" text,
	"mobil" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"account_typ" text DEFAULT 'makler' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"has_avatar" boolean DEFAULT false NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_person_idx" ON "addresses" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_main_idx" ON "addresses" USING btree ("person_id") WHERE "addresses"."is_main";--> statement-breakpoint
CREATE INDEX "denied_tokens_expires_idx" ON "denied_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "persons_user_idx" ON "persons" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_one_main_idx" ON "persons" USING btree ("user_id") WHERE "persons"."is_main";--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));