CREATE TABLE "unit_credentials" (
	"sn" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_errors" (
	"sn" text PRIMARY KEY NOT NULL,
	"errors" jsonb NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_presence" (
	"sn" text PRIMARY KEY NOT NULL,
	"online" boolean NOT NULL,
	"module" text DEFAULT '' NOT NULL,
	"firmware" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_credentials" ADD CONSTRAINT "unit_credentials_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_errors" ADD CONSTRAINT "unit_errors_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_presence" ADD CONSTRAINT "unit_presence_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;