CREATE TABLE "unsent_invitations" (
	"id" integer PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unsent_invitations" ADD CONSTRAINT "unsent_invitations_agency_id_agents_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unsent_invitations_agency_email_idx" ON "unsent_invitations" USING btree ("agency_id",lower("email"));