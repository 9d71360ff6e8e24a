CREATE TABLE "career_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" varchar(80) NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" varchar(20) NOT NULL,
	"cover_note" text,
	"cv_filename" text NOT NULL,
	"cv_type" varchar(8) NOT NULL,
	"cv_size" integer NOT NULL,
	"cv" "bytea" NOT NULL,
	"locale" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
