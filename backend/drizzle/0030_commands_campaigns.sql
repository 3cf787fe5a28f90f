CREATE TABLE "campaign_units" (
	"campaign_id" integer NOT NULL,
	"sn" text NOT NULL,
	"product_group" text NOT NULL,
	"stage" integer,
	"skip_reason" text,
	"changes" jsonb NOT NULL,
	"command_id" integer,
	CONSTRAINT "campaign_units_campaign_id_sn_pk" PRIMARY KEY("campaign_id","sn")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"accessor" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"filter" jsonb NOT NULL,
	"stages" jsonb NOT NULL,
	"pause_minutes" integer NOT NULL,
	"queue_offline" boolean NOT NULL,
	"expires_in_hours" integer NOT NULL,
	"state" text NOT NULL,
	"pause_reason" text,
	"stage" integer DEFAULT 0 NOT NULL,
	"stage_starts_at" timestamp with time zone,
	"stage_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unit_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"product_group" text NOT NULL,
	"state" text NOT NULL,
	"values" jsonb NOT NULL,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_back" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"created_by" text NOT NULL,
	"accessor" jsonb NOT NULL,
	"campaign_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaign_units" ADD CONSTRAINT "campaign_units_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_units" ADD CONSTRAINT "campaign_units_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_units" ADD CONSTRAINT "campaign_units_command_id_unit_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."unit_commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_commands" ADD CONSTRAINT "unit_commands_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_units_stage_idx" ON "campaign_units" USING btree ("campaign_id","stage");--> statement-breakpoint
CREATE INDEX "campaign_units_command_idx" ON "campaign_units" USING btree ("command_id");--> statement-breakpoint
CREATE INDEX "unit_commands_sn_idx" ON "unit_commands" USING btree ("sn","id");--> statement-breakpoint
CREATE INDEX "unit_commands_open_idx" ON "unit_commands" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "unit_commands_campaign_idx" ON "unit_commands" USING btree ("campaign_id");