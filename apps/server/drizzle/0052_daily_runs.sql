-- Issue 34 (ADR 334): work done once a day for the whole cluster, not once per process (the daily
-- deadline scan). A row per kind of work and day: a process's claim on it, whether it is done.
CREATE TABLE "daily_runs" (
	"name" text NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone,
	"done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "daily_runs_name_day_pk" PRIMARY KEY("name","day")
);
