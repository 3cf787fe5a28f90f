ALTER TABLE "unit_glance" ADD COLUMN "service_hours_left" double precision;--> statement-breakpoint
ALTER TABLE "unit_glance" ADD COLUMN "operating_hours_per_day" double precision;