CREATE TABLE "adviser_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"agent_id" integer,
	"kind" text NOT NULL,
	"contract_id" integer,
	"status" text DEFAULT 'eingegangen' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adviser_requests" ADD CONSTRAINT "adviser_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adviser_requests" ADD CONSTRAINT "adviser_requests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adviser_requests" ADD CONSTRAINT "adviser_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adviser_requests_agent_idx" ON "adviser_requests" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "adviser_requests_user_idx" ON "adviser_requests" USING btree ("user_id");