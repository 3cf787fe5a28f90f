-- Hourly rollups: month charts read hours directly instead of aggregating quarter hours per request.
CREATE TABLE "ts_rollup_1h" (
	"series" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"sum" double precision NOT NULL,
	"count" integer NOT NULL,
	"first_ts" timestamp with time zone NOT NULL,
	"first_value" double precision NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	"last_value" double precision NOT NULL,
	CONSTRAINT "ts_rollup_1h_series_bucket_pk" PRIMARY KEY("series","bucket")
);
--> statement-breakpoint
CREATE INDEX "ts_rollup_1h_bucket_brin" ON "ts_rollup_1h" USING brin ("bucket");--> statement-breakpoint
-- Filled from the quarter-hour rollups, which share their retention.
INSERT INTO "ts_rollup_1h" ("series", "bucket", "min", "max", "sum", "count", "first_ts", "first_value", "last_ts", "last_value")
SELECT "series", date_bin('1 hour', "bucket", timestamptz '2000-01-01 00:00:00+00'), min("min"), max("max"), sum("sum"), sum("count")::int,
  min("first_ts"), (array_agg("first_value" ORDER BY "first_ts"))[1], max("last_ts"), (array_agg("last_value" ORDER BY "last_ts" DESC))[1]
FROM "ts_rollup_15m" GROUP BY 1, 2 ORDER BY 1, 2;
