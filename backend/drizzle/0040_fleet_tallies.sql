CREATE TABLE "fleet_tallies" (
	"msr_typ" integer NOT NULL,
	"located" boolean NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"locations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fleet_tallies_msr_typ_located_pk" PRIMARY KEY("msr_typ","located")
);
--> statement-breakpoint
CREATE TABLE "location_unit_tallies" (
	"location_uuid" uuid NOT NULL,
	"msr_typ" integer NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "location_unit_tallies_location_uuid_msr_typ_pk" PRIMARY KEY("location_uuid","msr_typ")
);
--> statement-breakpoint
DROP INDEX "units_glance_attention_idx";--> statement-breakpoint
DROP INDEX "units_offline_from_idx";--> statement-breakpoint
CREATE INDEX "locations_created_by_idx" ON "locations" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "units_attention_idx" ON "units" USING btree ("glance_attention","offline_from","msr_typ","location_uuid","seriennummer") WHERE "units"."glance_attention" < 4 or "units"."offline_from" is not null;--> statement-breakpoint
-- The tallies (docs/adr/0029-fleet-tallies.md): n units of generation msr at location loc (null: no
-- location) added, or taken away when negative. A location row's upsert locks it, so two writers at
-- one location count one after the other and a location's first or last unit is seen once.
CREATE FUNCTION fleet_tally(loc uuid, msr integer, n integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  at_location integer;
BEGIN
  IF loc IS NULL THEN
    INSERT INTO fleet_tallies (msr_typ, located, units) VALUES (msr, false, n)
      ON CONFLICT (msr_typ, located) DO UPDATE SET units = fleet_tallies.units + excluded.units;
    RETURN;
  END IF;
  INSERT INTO location_unit_tallies (location_uuid, msr_typ, units) VALUES (loc, msr, n)
    ON CONFLICT (location_uuid, msr_typ) DO UPDATE SET units = location_unit_tallies.units + excluded.units
    RETURNING units INTO at_location;
  IF at_location = 0 THEN
    DELETE FROM location_unit_tallies WHERE location_uuid = loc AND msr_typ = msr;
  END IF;
  INSERT INTO fleet_tallies (msr_typ, located, units, locations)
    VALUES (msr, true, n, (at_location > 0)::int - (at_location - n > 0)::int)
    ON CONFLICT (msr_typ, located) DO UPDATE SET units = fleet_tallies.units + excluded.units,
      locations = fleet_tallies.locations + excluded.locations;
END $$;
--> statement-breakpoint
-- Inserts and deletes are counted once per statement (a bulk insert of 100,000 units makes one call
-- per location, not per unit), in one order so that two bulk writers cannot deadlock.
CREATE FUNCTION fleet_tally_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part record;
BEGIN
  FOR part IN SELECT location_uuid, msr_typ, count(*)::int AS n FROM inserted GROUP BY 1, 2 ORDER BY 1, 2 LOOP
    PERFORM fleet_tally(part.location_uuid, part.msr_typ, part.n);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION fleet_tally_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part record;
BEGIN
  FOR part IN SELECT location_uuid, msr_typ, count(*)::int AS n FROM deleted GROUP BY 1, 2 ORDER BY 1, 2 LOOP
    PERFORM fleet_tally(part.location_uuid, part.msr_typ, -part.n);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates per row, and only those that move a unit or change its generation: the device gateway's
-- frequent writes of a unit's attention pay nothing.
CREATE FUNCTION fleet_tally_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fleet_tally(OLD.location_uuid, OLD.msr_typ, -1);
  PERFORM fleet_tally(NEW.location_uuid, NEW.msr_typ, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO location_unit_tallies (location_uuid, msr_typ, units)
  SELECT location_uuid, msr_typ, count(*) FROM units WHERE location_uuid IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO fleet_tallies (msr_typ, located, units, locations)
  SELECT msr_typ, location_uuid IS NOT NULL, count(*), count(DISTINCT location_uuid) FROM units GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER units_tally_inserted AFTER INSERT ON units REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION fleet_tally_inserted();
--> statement-breakpoint
CREATE TRIGGER units_tally_deleted AFTER DELETE ON units REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION fleet_tally_deleted();
--> statement-breakpoint
CREATE TRIGGER units_tally_moved AFTER UPDATE OF location_uuid, msr_typ ON units FOR EACH ROW
  WHEN (OLD.location_uuid IS DISTINCT FROM NEW.location_uuid OR OLD.msr_typ IS DISTINCT FROM NEW.msr_typ)
  EXECUTE FUNCTION fleet_tally_moved();
