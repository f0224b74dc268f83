CREATE TABLE "adviser_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"adviser_id" integer,
	"adviser_name" text NOT NULL,
	"customer_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adviser_audit_log" ADD CONSTRAINT "adviser_audit_log_agency_id_agents_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adviser_audit_log" ADD CONSTRAINT "adviser_audit_log_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adviser_audit_log" ADD CONSTRAINT "adviser_audit_log_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adviser_audit_log_customer_idx" ON "adviser_audit_log" USING btree ("customer_id","created_at");