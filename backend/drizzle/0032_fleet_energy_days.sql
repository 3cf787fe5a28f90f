CREATE TABLE "fleet_energy_days" (
	"place" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"kwh" double precision NOT NULL,
	CONSTRAINT "fleet_energy_days_place_day_pk" PRIMARY KEY("place","day")
);
--> statement-breakpoint
CREATE INDEX "fleet_energy_days_day" ON "fleet_energy_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "fleet_energy_days_covering" ON "fleet_energy_days" USING btree ("place","day","kwh");--> statement-breakpoint
CREATE INDEX "units_created_idx" ON "units" USING btree ("created_at");