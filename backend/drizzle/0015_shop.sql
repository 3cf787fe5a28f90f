CREATE TABLE "shop_baskets" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"basket" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_by" text
);
--> statement-breakpoint
CREATE TABLE "shop_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"service" text NOT NULL,
	"product_number" text NOT NULL,
	"year" integer NOT NULL,
	"location_uuid" uuid NOT NULL,
	"serials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"booked_by" text NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"customer" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_baskets" ADD CONSTRAINT "shop_baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bookings" ADD CONSTRAINT "shop_bookings_order_number_shop_orders_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."shop_orders"("order_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bookings" ADD CONSTRAINT "shop_bookings_location_uuid_locations_uuid_fk" FOREIGN KEY ("location_uuid") REFERENCES "public"."locations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_bookings_granted_idx" ON "shop_bookings" USING btree ("location_uuid","service","year") WHERE not "shop_bookings"."blacklisted";--> statement-breakpoint
CREATE INDEX "shop_bookings_booked_at_idx" ON "shop_bookings" USING btree ("booked_at");