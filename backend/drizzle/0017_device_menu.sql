CREATE TABLE "device_service_levels" (
	"sid" text NOT NULL,
	"sn" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_service_levels_sid_sn_pk" PRIMARY KEY("sid","sn")
);
--> statement-breakpoint
CREATE TABLE "service_code_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_service_levels" ADD CONSTRAINT "device_service_levels_sid_sessions_sid_fk" FOREIGN KEY ("sid") REFERENCES "public"."sessions"("sid") ON DELETE cascade ON UPDATE no action;