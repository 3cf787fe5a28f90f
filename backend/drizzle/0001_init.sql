CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"sn" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_partners" (
	"location_uuid" uuid NOT NULL,
	"partner_id" integer NOT NULL,
	CONSTRAINT "location_partners_location_uuid_partner_id_pk" PRIMARY KEY("location_uuid","partner_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"vorname" text DEFAULT '' NOT NULL,
	"nachname" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"telefonnummer" text DEFAULT '' NOT NULL,
	"strasse" text DEFAULT '' NOT NULL,
	"hausnummer" text DEFAULT '' NOT NULL,
	"plz" text DEFAULT '' NOT NULL,
	"ort" text DEFAULT '' NOT NULL,
	"location_virtual" boolean DEFAULT false NOT NULL,
	"location_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unit_operators" (
	"sn" text NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "unit_operators_sn_user_id_pk" PRIMARY KEY("sn","user_id")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"seriennummer" text PRIMARY KEY NOT NULL,
	"msr_typ" integer NOT NULL,
	"has_vertrag" boolean DEFAULT true NOT NULL,
	"module" text DEFAULT '' NOT NULL,
	"benennung" text DEFAULT '' NOT NULL,
	"artikel_nummer" text DEFAULT '' NOT NULL,
	"product_group" text NOT NULL,
	"location_uuid" uuid,
	"inbetriebnahme_datum" date,
	"modernisierung_datum" date,
	"ausserbetriebnahme_datum" date,
	"external" boolean DEFAULT false NOT NULL,
	"info_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"zustimmung_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"firma" text DEFAULT '' NOT NULL,
	"umsatzsteuer_id" text DEFAULT '' NOT NULL,
	"anrede" text NOT NULL,
	"titel" text DEFAULT '' NOT NULL,
	"vorname" text NOT NULL,
	"nachname" text NOT NULL,
	"strasse" text NOT NULL,
	"hausnummer" text NOT NULL,
	"plz" text NOT NULL,
	"ort" text NOT NULL,
	"telefonnummer" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"sn" text,
	"reusable" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_partners" (
	"operator_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	CONSTRAINT "operator_partners_operator_id_partner_id_pk" PRIMARY KEY("operator_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vname" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"anschrift1" text DEFAULT '' NOT NULL,
	"anschrift2" text DEFAULT '' NOT NULL,
	"anschrift3" text DEFAULT '' NOT NULL,
	"land" text DEFAULT 'DE' NOT NULL,
	"plz" text DEFAULT '' NOT NULL,
	"ort" text DEFAULT '' NOT NULL,
	"telefon" text DEFAULT '' NOT NULL,
	"mobil" text DEFAULT '' NOT NULL,
	"telefax" text DEFAULT '' NOT NULL,
	"mail" text DEFAULT '' NOT NULL,
	"user_id" integer,
	CONSTRAINT "partners_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"firma" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'BENUTZER' NOT NULL,
	"password_hash" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"rights" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta_data" jsonb NOT NULL,
	"debug" boolean DEFAULT false NOT NULL,
	"password_invalid" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'de-de' NOT NULL,
	"translation_long" boolean DEFAULT false NOT NULL,
	"youtube_cookie" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login")
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_partners" ADD CONSTRAINT "location_partners_location_uuid_locations_uuid_fk" FOREIGN KEY ("location_uuid") REFERENCES "public"."locations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_partners" ADD CONSTRAINT "location_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_operators" ADD CONSTRAINT "unit_operators_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_operators" ADD CONSTRAINT "unit_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_location_uuid_locations_uuid_fk" FOREIGN KEY ("location_uuid") REFERENCES "public"."locations"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_partners" ADD CONSTRAINT "operator_partners_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_partners" ADD CONSTRAINT "operator_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_sn_idx" ON "audit_log" USING btree ("sn","ts");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");