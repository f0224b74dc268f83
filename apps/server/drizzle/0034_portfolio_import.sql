CREATE TABLE "portfolio_import_rows" (
	"import_id" uuid NOT NULL,
	"pos" integer NOT NULL,
	"art" text NOT NULL,
	"zeile" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "portfolio_import_rows_import_id_pos_pk" PRIMARY KEY("import_id","pos")
);
--> statement-breakpoint
CREATE TABLE "portfolio_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" integer NOT NULL,
	"adviser_id" integer,
	"counts" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_import_rows" ADD CONSTRAINT "portfolio_import_rows_import_id_portfolio_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."portfolio_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_imports" ADD CONSTRAINT "portfolio_imports_agency_id_agents_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_imports" ADD CONSTRAINT "portfolio_imports_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_import_rows_art_idx" ON "portfolio_import_rows" USING btree ("import_id","art","pos");--> statement-breakpoint
CREATE INDEX "portfolio_imports_agency_idx" ON "portfolio_imports" USING btree ("agency_id","expires_at");