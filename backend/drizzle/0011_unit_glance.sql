CREATE TABLE "unit_glance" (
	"sn" text PRIMARY KEY NOT NULL,
	"running" boolean,
	"output" double precision,
	"level" double precision,
	"locked" boolean DEFAULT false NOT NULL,
	"maintenance_due" boolean DEFAULT false NOT NULL,
	"fault_code" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_glance" ADD CONSTRAINT "unit_glance_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;