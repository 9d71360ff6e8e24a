CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_name" text NOT NULL,
	"clinic_name" text NOT NULL,
	"practice_type" varchar(24) NOT NULL,
	"registration_number" varchar(40) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"message" text,
	"locale" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
