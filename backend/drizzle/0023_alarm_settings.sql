CREATE TABLE "alarm_offline_graces" (
	"scope" text NOT NULL,
	"ref" text NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "alarm_offline_graces_scope_ref_pk" PRIMARY KEY("scope","ref")
);
--> statement-breakpoint
CREATE TABLE "alarm_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"quiet_hours" jsonb,
	"email" text DEFAULT 'each' NOT NULL,
	"reminder_hours" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_reminders" (
	"incident_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "alarm_reminders_incident_id_user_id_pk" PRIMARY KEY("incident_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alarm_subscriptions" (
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"kinds" jsonb NOT NULL,
	"severities" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	CONSTRAINT "alarm_subscriptions_user_id_scope_ref_pk" PRIMARY KEY("user_id","scope","ref")
);
--> statement-breakpoint
ALTER TABLE "alarm_incidents" ADD COLUMN "escalation_stage" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "incident_id" integer;--> statement-breakpoint
ALTER TABLE "alarm_preferences" ADD CONSTRAINT "alarm_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_reminders" ADD CONSTRAINT "alarm_reminders_incident_id_alarm_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."alarm_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_reminders" ADD CONSTRAINT "alarm_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_subscriptions" ADD CONSTRAINT "alarm_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_incidents_escalate_idx" ON "alarm_incidents" USING btree ("opened_at") WHERE "alarm_incidents"."state" = 'open' and "alarm_incidents"."escalation_stage" < 2;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
-- Incidents opened before escalation existed do not escalate all at once after the upgrade.
UPDATE "alarm_incidents" SET "escalation_stage" = 2;