CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"key" text NOT NULL,
	"grantee_kind" text NOT NULL,
	"grantee_id" text,
	"granted" boolean NOT NULL,
	"scope" text[] NOT NULL,
	"granted_by_user_id" integer,
	"granted_by_login" text NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"text_version" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "accessor_kind" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "grantee_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_sn_units_seriennummer_fk" FOREIGN KEY ("sn") REFERENCES "public"."units"("seriennummer") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_sn_idx" ON "consent_records" USING btree ("sn","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_records_current_idx" ON "consent_records" USING btree ("sn","key") WHERE "consent_records"."valid_to" is null;
--> statement-breakpoint
-- Each consent of the maps so far becomes its first record. Who gave it and under which text is
-- not known: 'migration', no text version; valid from now (the map kept no time).
INSERT INTO "consent_records" ("sn", "key", "grantee_kind", "grantee_id", "granted", "scope", "granted_by_login", "text_version")
SELECT u."seriennummer", c."key",
  CASE WHEN c."key" = 'DACHSWEB' THEN 'portal' WHEN c."key" = 'FERNZUGRIFF_PARTNER' THEN 'partner' ELSE 'manufacturer' END,
  CASE WHEN c."key" LIKE 'FERNZUGRIFF\_%' AND c."key" <> 'FERNZUGRIFF_PARTNER' THEN lower(substr(c."key", 13)) END,
  c."value" = 'true'::jsonb,
  CASE WHEN c."key" = 'DACHSWEB' THEN ARRAY['read'] ELSE ARRAY['read', 'remote'] END,
  'migration', NULL
FROM "units" u, jsonb_each(u."zustimmung_map") c
WHERE jsonb_typeof(c."value") = 'boolean';
