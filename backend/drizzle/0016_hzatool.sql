CREATE TABLE "hza_applications" (
	"anlage_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"step" text NOT NULL,
	"application" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "hza_applications_anlage_id_year_pk" PRIMARY KEY("anlage_id","year")
);
--> statement-breakpoint
CREATE TABLE "hza_county_offices" (
	"county_code" text PRIMARY KEY NOT NULL,
	"office_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hza_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"anlage_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hza_offices" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dss" text,
	"address" text,
	"verified" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hza_plants" (
	"anlage_id" uuid PRIMARY KEY NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hza_applications" ADD CONSTRAINT "hza_applications_anlage_id_hza_plants_anlage_id_fk" FOREIGN KEY ("anlage_id") REFERENCES "public"."hza_plants"("anlage_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hza_files" ADD CONSTRAINT "hza_files_anlage_id_hza_plants_anlage_id_fk" FOREIGN KEY ("anlage_id") REFERENCES "public"."hza_plants"("anlage_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hza_plants" ADD CONSTRAINT "hza_plants_anlage_id_locations_uuid_fk" FOREIGN KEY ("anlage_id") REFERENCES "public"."locations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hza_files_plant_idx" ON "hza_files" USING btree ("anlage_id","year");