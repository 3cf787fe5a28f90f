ALTER TABLE "units" ADD COLUMN "glance_attention" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "offline_from" timestamp with time zone DEFAULT 'epoch';--> statement-breakpoint
CREATE INDEX "units_glance_attention_idx" ON "units" USING btree ("glance_attention") WHERE "units"."glance_attention" < 4;--> statement-breakpoint
CREATE INDEX "units_offline_from_idx" ON "units" USING btree ("offline_from") WHERE "units"."offline_from" is not null;