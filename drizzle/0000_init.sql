CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" varchar(200) NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "serviceable_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"default_pincode" varchar(6) NOT NULL,
	"toothsi" boolean DEFAULT false NOT NULL,
	"skinnsi" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serviceable_cities_city_unique" UNIQUE("city")
);
