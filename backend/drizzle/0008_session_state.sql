CREATE TABLE "session_counters" (
	"sid" text PRIMARY KEY NOT NULL,
	"request_counter" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_demo_serials" (
	"sid" text NOT NULL,
	"fake" text NOT NULL,
	"real" text NOT NULL,
	CONSTRAINT "session_demo_serials_sid_fake_pk" PRIMARY KEY("sid","fake")
);
--> statement-breakpoint
CREATE TABLE "session_units" (
	"sid" text NOT NULL,
	"sn" text NOT NULL,
	CONSTRAINT "session_units_sid_sn_pk" PRIMARY KEY("sid","sn")
);
--> statement-breakpoint
ALTER TABLE "session_counters" ADD CONSTRAINT "session_counters_sid_sessions_sid_fk" FOREIGN KEY ("sid") REFERENCES "public"."sessions"("sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_demo_serials" ADD CONSTRAINT "session_demo_serials_sid_sessions_sid_fk" FOREIGN KEY ("sid") REFERENCES "public"."sessions"("sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_units" ADD CONSTRAINT "session_units_sid_sessions_sid_fk" FOREIGN KEY ("sid") REFERENCES "public"."sessions"("sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_demo_serials_real_idx" ON "session_demo_serials" USING btree ("sid","real");