-- Daily rollups become Europe/Berlin days (the portal's users read days on the wall clock, and a day
-- has 23 or 25 hours when the clocks change). Rebuilt from the quarter-hour rollups, which share
-- their retention, so nothing is lost.
DELETE FROM "ts_rollup_1d";
--> statement-breakpoint
INSERT INTO "ts_rollup_1d" ("series", "bucket", "min", "max", "sum", "count", "first_ts", "first_value", "last_ts", "last_value")
SELECT "series", date_trunc('day', "bucket", 'Europe/Berlin'), min("min"), max("max"), sum("sum"), sum("count")::int,
  min("first_ts"), (array_agg("first_value" ORDER BY "first_ts"))[1], max("last_ts"), (array_agg("last_value" ORDER BY "last_ts" DESC))[1]
FROM "ts_rollup_15m" GROUP BY 1, 2 ORDER BY 1, 2;
