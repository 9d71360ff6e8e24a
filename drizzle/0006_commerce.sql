CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer,
	"plan_code" varchar(40),
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_one_kind" CHECK (("cart_items"."product_id" is null) <> ("cart_items"."plan_code" is null)),
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_token_hash" varchar(64),
	"country" varchar(2) NOT NULL,
	"coupon_code" varchar(32),
	"location_type" varchar(8),
	"clinic_id" integer,
	"address_id" uuid,
	"slot_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "carts_guest_token_hash_unique" UNIQUE("guest_token_hash")
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"pincode" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"country" varchar(2) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"applies_to" varchar(8) DEFAULT 'all' NOT NULL,
	"min_subtotal_minor" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_uses" CHECK ("coupons"."max_uses" is null or "coupons"."used_count" <= "coupons"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"order_id" uuid NOT NULL,
	"stage" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_order_id_stage_pk" PRIMARY KEY("order_id","stage")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" integer,
	"plan_code" varchar(40),
	"name" text NOT NULL,
	"unit_minor" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"country" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'pending_payment' NOT NULL,
	"stage" varchar(16) DEFAULT 'placed' NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"delivery_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"coupon_code" varchar(32),
	"address" jsonb,
	"location_type" varchar(8),
	"clinic_id" integer,
	"slot_id" integer,
	"slot_starts_at" timestamp with time zone,
	"locale" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_amounts" CHECK ("orders"."total_minor" >= 0 and "orders"."discount_minor" >= 0 and "orders"."delivery_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"gateway" varchar(16) NOT NULL,
	"event_id" varchar(100) NOT NULL,
	"gateway_order_id" varchar(64) NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"gateway_order_id" varchar(64),
	"gateway_payment_id" varchar(64),
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(8) DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_gateway_order_id_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
CREATE TABLE "plan_cities" (
	"plan_code" varchar(40) NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "plan_cities_plan_code_city_id_pk" PRIMARY KEY("plan_code","city_id")
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_code" varchar(40) NOT NULL,
	"country" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" integer NOT NULL,
	"compare_at_minor" integer,
	CONSTRAINT "plan_prices_plan_code_country_pk" PRIMARY KEY("plan_code","country")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"location_type" varchar(8),
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_orders" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"receipt" varchar(64) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(8) DEFAULT 'created' NOT NULL,
	"payment_id" varchar(64),
	"settles_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"location_key" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slot_templates" (
	"location_key" varchar(32) PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"clinic_id" integer,
	"weekdays" jsonb NOT NULL,
	"times" jsonb NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_key" varchar(32) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slots_capacity" CHECK ("slots"."booked" >= 0 and "slots"."booked" <= "slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "send_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "serviceable_cities" ADD COLUMN "country" varchar(2) DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_city_id_serviceable_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."serviceable_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_cities" ADD CONSTRAINT "plan_cities_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_cities" ADD CONSTRAINT "plan_cities_city_id_serviceable_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."serviceable_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_alerts" ADD CONSTRAINT "slot_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_templates" ADD CONSTRAINT "slot_templates_city_id_serviceable_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."serviceable_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_templates" ADD CONSTRAINT "slot_templates_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_location_key_slot_templates_location_key_fk" FOREIGN KEY ("location_key") REFERENCES "public"."slot_templates"("location_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_product" ON "cart_items" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_one_plan" ON "cart_items" USING btree ("cart_id") WHERE "cart_items"."plan_code" is not null;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_alerts_once" ON "slot_alerts" USING btree ("user_id","location_key","day");--> statement-breakpoint
CREATE UNIQUE INDEX "slots_location_start" ON "slots" USING btree ("location_key","starts_at");