CREATE TABLE "alarm_gap_watch" (
	"sn" text PRIMARY KEY NOT NULL,
	"heard_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"product_group" text NOT NULL,
	"data_point" text NOT NULL,
	"operator" text NOT NULL,
	"limit" double precision NOT NULL,
	"minutes" integer NOT NULL,
	"hysteresis" double precision NOT NULL,
	"severity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_incidents" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "alarm_gap_watch" ADD CONSTRAINT "alarm_gap_watch_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rules" ADD CONSTRAINT "alarm_rules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_gap_watch_due_idx" ON "alarm_gap_watch" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "alarm_rules_owner_idx" ON "alarm_rules" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "alarm_incidents" ADD CONSTRAINT "alarm_incidents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;