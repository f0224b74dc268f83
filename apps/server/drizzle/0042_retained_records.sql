CREATE TABLE "retained_records" (
	"signed_form_id" uuid PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"art" text NOT NULL,
	"keep_until" date NOT NULL,
	"restricted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signed_form_tombstones" (
	"agent_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"id" uuid NOT NULL,
	"prev_hash" text,
	"record_hash" text NOT NULL,
	"purged_at" timestamp with time zone NOT NULL,
	"file_key" text,
	CONSTRAINT "signed_form_tombstones_agent_id_seq_pk" PRIMARY KEY("agent_id","seq"),
	CONSTRAINT "signed_form_tombstones_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "retained_records" ADD CONSTRAINT "retained_records_signed_form_id_signed_forms_id_fk" FOREIGN KEY ("signed_form_id") REFERENCES "public"."signed_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retained_records" ADD CONSTRAINT "retained_records_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_form_tombstones" ADD CONSTRAINT "signed_form_tombstones_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retained_records_keep_until_idx" ON "retained_records" USING btree ("keep_until");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "signed_forms_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the retention's purge deletes a record (ADR 245), and only once its tombstone holds its place.
  IF TG_OP = 'DELETE' AND EXISTS (
    SELECT 1 FROM "signed_form_tombstones" t
    WHERE t."id" = OLD."id" AND t."agent_id" = OLD."agent_id" AND t."seq" = OLD."seq"
      AND t."record_hash" = OLD."record_hash" AND t."prev_hash" IS NOT DISTINCT FROM OLD."prev_hash"
  ) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'signed_forms is append-only';
END;
$$;--> statement-breakpoint
CREATE FUNCTION "signed_form_tombstones_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A tombstone stays; only its file key is cleared once the file is removed.
  IF TG_OP = 'UPDATE' AND NEW."file_key" IS NULL AND NEW."agent_id" = OLD."agent_id" AND NEW."seq" = OLD."seq"
    AND NEW."id" = OLD."id" AND NEW."record_hash" = OLD."record_hash"
    AND NEW."prev_hash" IS NOT DISTINCT FROM OLD."prev_hash" AND NEW."purged_at" = OLD."purged_at" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'signed_form_tombstones is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signed_form_tombstones_kept" BEFORE UPDATE OR DELETE ON "signed_form_tombstones"
  FOR EACH ROW EXECUTE FUNCTION "signed_form_tombstones_kept"();
