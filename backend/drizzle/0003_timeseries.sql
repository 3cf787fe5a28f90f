CREATE TABLE "ts_latest" (
	"sn" text NOT NULL,
	"key" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" jsonb,
	CONSTRAINT "ts_latest_sn_key_pk" PRIMARY KEY("sn","key")
);
--> statement-breakpoint
CREATE TABLE "ts_rollup_15m" (
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
	CONSTRAINT "ts_rollup_15m_series_bucket_pk" PRIMARY KEY("series","bucket")
);
--> statement-breakpoint
CREATE TABLE "ts_rollup_1d" (
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
	CONSTRAINT "ts_rollup_1d_series_bucket_pk" PRIMARY KEY("series","bucket")
);
--> statement-breakpoint
CREATE TABLE "ts_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "ts_series_sn_key_unique" UNIQUE("sn","key")
);
--> statement-breakpoint
CREATE INDEX "ts_rollup_15m_bucket_brin" ON "ts_rollup_15m" USING brin ("bucket");--> statement-breakpoint
CREATE INDEX "ts_rollup_1d_bucket_brin" ON "ts_rollup_1d" USING brin ("bucket");