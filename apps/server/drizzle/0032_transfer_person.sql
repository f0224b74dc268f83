ALTER TABLE "bestandsuebertragungen" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "signed_forms" ADD COLUMN "person_id" integer;--> statement-breakpoint
-- A transfer stored before had no person: its contracts are taken as the main person's (ADR 183).
UPDATE "bestandsuebertragungen" AS t SET "person_id" = p."id" FROM "persons" AS p WHERE p."user_id" = t."user_id" AND p."is_main" = true AND t."person_id" IS NULL;
