CREATE TABLE "skin_categories" (
	"code" varchar(24) PRIMARY KEY NOT NULL,
	"availability_key" varchar(32),
	"location_types" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skin_category_cities" (
	"category_code" varchar(24) NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "skin_category_cities_category_code_city_id_pk" PRIMARY KEY("category_code","city_id")
);
--> statement-breakpoint
CREATE TABLE "skin_choices" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"category_code" varchar(24) NOT NULL,
	"service_slug" varchar(60),
	"package_code" varchar(40),
	"body_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"city" text,
	"location_type" varchar(8),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skin_packages" (
	"plan_code" varchar(40) PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"sessions" integer NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "skin_packages_sessions" CHECK ("skin_packages"."sessions" > 0)
);
--> statement-breakpoint
CREATE TABLE "skin_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_code" varchar(24) NOT NULL,
	"service_slug" varchar(60),
	"author_name" text NOT NULL,
	"city" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"locale" varchar(8) NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skin_reviews_rating" CHECK ("skin_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "skin_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_code" varchar(24) NOT NULL,
	"slug" varchar(60) NOT NULL,
	"area" varchar(16),
	"trial_eligible" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skin_trial_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"body_parts" jsonb NOT NULL,
	"city_id" integer NOT NULL,
	"country" varchar(2) NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skin_trial_claims_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_kind" varchar(8);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "line" varchar(8) DEFAULT 'toothsi' NOT NULL;--> statement-breakpoint
ALTER TABLE "skin_category_cities" ADD CONSTRAINT "skin_category_cities_category_code_skin_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."skin_categories"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_category_cities" ADD CONSTRAINT "skin_category_cities_city_id_serviceable_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."serviceable_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_choices" ADD CONSTRAINT "skin_choices_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_choices" ADD CONSTRAINT "skin_choices_category_code_skin_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."skin_categories"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_choices" ADD CONSTRAINT "skin_choices_package_code_skin_packages_plan_code_fk" FOREIGN KEY ("package_code") REFERENCES "public"."skin_packages"("plan_code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_packages" ADD CONSTRAINT "skin_packages_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_packages" ADD CONSTRAINT "skin_packages_service_id_skin_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."skin_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD CONSTRAINT "skin_reviews_category_code_skin_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."skin_categories"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_services" ADD CONSTRAINT "skin_services_category_code_skin_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."skin_categories"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_trial_claims" ADD CONSTRAINT "skin_trial_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_trial_claims" ADD CONSTRAINT "skin_trial_claims_city_id_serviceable_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."serviceable_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skin_packages_service_idx" ON "skin_packages" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "skin_reviews_category_idx" ON "skin_reviews" USING btree ("category_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skin_services_category_slug" ON "skin_services" USING btree ("category_code","slug");--> statement-breakpoint
-- Orders placed before skin sessions existed: the ones holding a slot booked a scan.
UPDATE "orders" SET "booking_kind" = 'scan' WHERE "slot_id" IS NOT NULL OR "slot_starts_at" IS NOT NULL;
