CREATE TABLE "advice_runs" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"summary" text
);
--> statement-breakpoint
ALTER TABLE "alarm_incidents" ADD COLUMN "evidence" jsonb;