-- Documents in the change feed (ADR 008): GET /api/documents is a cached view per customer, dropped when one
-- of the customer's documents is added, changed or removed.
-- Also a repair: 0004 was journalled with a timestamp older than 0003's, and Drizzle's migrator only runs
-- migrations newer than the last applied one, so a database migrated through 0003 before documents existed
-- never got 0004. Everything of 0004 is created here if missing (a no-op where 0004 ran).
CREATE TABLE IF NOT EXISTS "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"filename" text NOT NULL,
	"blob_key" text NOT NULL,
	"original_filename" text NOT NULL,
	"kategorie" text DEFAULT 'eigene' NOT NULL,
	"directory" text DEFAULT '' NOT NULL,
	"kat" text,
	"mvp" integer DEFAULT 0 NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"sha256" text NOT NULL,
	"provided_by_agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_filename_unique" UNIQUE("filename"),
	CONSTRAINT "documents_blob_key_unique" UNIQUE("blob_key")
);
--> statement-breakpoint
DO $$ BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'documents_user_id_users_id_fk') THEN
		ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
	END IF;
	IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'documents_provided_by_agent_id_agents_id_fk') THEN
		ALTER TABLE "documents" ADD CONSTRAINT "documents_provided_by_agent_id_agents_id_fk" FOREIGN KEY ("provided_by_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;
	END IF;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_user_created_idx" ON "documents" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_owner_idx" ON "documents" USING btree ("owner_type","owner_id");
--> statement-breakpoint
CREATE TRIGGER "documents_changed" AFTER INSERT OR UPDATE OR DELETE ON "documents" FOR EACH ROW EXECUTE FUNCTION "kp_notify_user"('user_id');
