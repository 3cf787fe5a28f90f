CREATE TABLE "fleet_visits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"previous_at" timestamp with time zone,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fleet_visits" ADD CONSTRAINT "fleet_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;