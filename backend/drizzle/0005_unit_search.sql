ALTER TABLE "units" ADD COLUMN "legacy_password_hash" text;--> statement-breakpoint
CREATE INDEX "locations_search_trgm" ON "locations" USING gin (("name" || ' ' || "strasse" || ' ' || "hausnummer" || ' ' || "plz" || ' ' || "ort") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "units_seriennummer_trgm" ON "units" USING gin ("seriennummer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "units_benennung_trgm" ON "units" USING gin ("benennung" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "units_location_idx" ON "units" USING btree ("location_uuid");