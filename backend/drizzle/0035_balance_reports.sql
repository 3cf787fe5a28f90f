CREATE TABLE "report_sends" (
	"sn" text NOT NULL,
	"month" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"recipients" integer,
	CONSTRAINT "report_sends_sn_month_pk" PRIMARY KEY("sn","month")
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"sn" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment" "bytea";--> statement-breakpoint
ALTER TABLE "report_sends" ADD CONSTRAINT "report_sends_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;