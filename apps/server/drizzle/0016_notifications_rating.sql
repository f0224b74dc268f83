CREATE TABLE "app_ratings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stars" integer,
	"text" text,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_rules" (
	"user_id" integer NOT NULL,
	"trigger_event" text NOT NULL,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_rules_user_id_trigger_event_pk" PRIMARY KEY("user_id","trigger_event")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "deadline_notified_for" date;--> statement-breakpoint
ALTER TABLE "app_ratings" ADD CONSTRAINT "app_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rules" ADD CONSTRAINT "notification_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;