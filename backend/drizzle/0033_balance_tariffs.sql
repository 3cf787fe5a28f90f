CREATE TABLE "balance_tariffs" (
	"sn" text PRIMARY KEY NOT NULL,
	"tariffs" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "balance_tariffs" ADD CONSTRAINT "balance_tariffs_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_tariffs" ADD CONSTRAINT "balance_tariffs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;