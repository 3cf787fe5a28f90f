DROP INDEX "locations_search_trgm";--> statement-breakpoint
DROP INDEX "units_seriennummer_trgm";--> statement-breakpoint
DROP INDEX "units_benennung_trgm";--> statement-breakpoint
CREATE INDEX "location_partners_partner_idx" ON "location_partners" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree ("name","uuid");--> statement-breakpoint
CREATE INDEX "unit_operators_user_idx" ON "unit_operators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "locations_search_trgm" ON "locations" USING gin (("name" || ' ' || "strasse" || ' ' || "hausnummer" || ' ' || "plz" || ' ' || "ort") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "units_seriennummer_trgm" ON "units" USING gin ("seriennummer" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "units_benennung_trgm" ON "units" USING gin ("benennung" gin_trgm_ops) WITH (fastupdate=false);