CREATE TABLE "alarm_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"cause" text NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"code" text,
	"state" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" jsonb,
	"acknowledge_note" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" jsonb,
	"resolve_note" text DEFAULT '' NOT NULL,
	"clearing_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alarm_offline_watch" (
	"sn" text PRIMARY KEY NOT NULL,
	"offline_since" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_incidents" ADD CONSTRAINT "alarm_incidents_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_offline_watch" ADD CONSTRAINT "alarm_offline_watch_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_incidents_one_per_cause" ON "alarm_incidents" USING btree ("sn","cause") WHERE "alarm_incidents"."state" <> 'resolved';--> statement-breakpoint
CREATE INDEX "alarm_incidents_sn_opened_idx" ON "alarm_incidents" USING btree ("sn","opened_at");--> statement-breakpoint
CREATE INDEX "alarm_incidents_opened_idx" ON "alarm_incidents" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "alarm_incidents_clearing_idx" ON "alarm_incidents" USING btree ("clearing_since") WHERE "alarm_incidents"."clearing_since" is not null;--> statement-breakpoint
CREATE INDEX "alarm_offline_watch_due_idx" ON "alarm_offline_watch" USING btree ("due_at");