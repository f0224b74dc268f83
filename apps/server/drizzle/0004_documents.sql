CREATE TABLE "documents" (
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
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_provided_by_agent_id_agents_id_fk" FOREIGN KEY ("provided_by_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_user_created_idx" ON "documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_type","owner_id");