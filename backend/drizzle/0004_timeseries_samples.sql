-- Raw samples, partitioned by month on ts (drizzle's schema cannot express partitioning). The
-- backend creates a month's partition (ts_samples_pYYYY_MM) before inserting into it and drops
-- partitions older than SAMPLES_RETENTION_DAYS. The primary key makes archive replays idempotent
-- (ON CONFLICT DO NOTHING). series refers to ts_series.id; no foreign key, to keep inserts cheap.
CREATE TABLE "ts_samples" (
	"series" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "ts_samples_series_ts_pk" PRIMARY KEY ("series", "ts")
) PARTITION BY RANGE ("ts");
