CREATE TABLE "form_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signed_forms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" text,
	"template_id" integer NOT NULL,
	"form_key" text NOT NULL,
	"template_version" integer NOT NULL,
	"values" jsonb NOT NULL,
	"signer" text NOT NULL,
	"signature_kind" text NOT NULL,
	"signature_sha256" text,
	"signature_svg" text,
	"signature_png" text,
	"content_sha256" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf_blob_key" text NOT NULL,
	"document_id" integer,
	"ip" text,
	"user_agent" text,
	"signed_at" timestamp with time zone NOT NULL,
	"prev_hash" text,
	"record_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "audit_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "audit_head" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "signed_form_id" uuid;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_forms" ADD CONSTRAINT "signed_forms_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_forms" ADD CONSTRAINT "signed_forms_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_agent_key_version_idx" ON "form_templates" USING btree ("agent_id","key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "signed_forms_agent_seq_idx" ON "signed_forms" USING btree ("agent_id","seq");--> statement-breakpoint
CREATE INDEX "signed_forms_user_idx" ON "signed_forms" USING btree ("user_id","form_key","signed_at");--> statement-breakpoint
CREATE FUNCTION "signed_forms_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signed_forms is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signed_forms_append_only" BEFORE UPDATE OR DELETE ON "signed_forms"
  FOR EACH ROW EXECUTE FUNCTION "signed_forms_append_only"();
