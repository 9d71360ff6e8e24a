CREATE TABLE "callback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" varchar(20) NOT NULL,
	"country" varchar(2) NOT NULL,
	"name" text,
	"reasons" jsonb NOT NULL,
	"note" text,
	"locale" varchar(8) NOT NULL,
	"ip_key" varchar(64),
	"submissions" integer DEFAULT 1 NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" varchar(20),
	"message" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"locale" varchar(8) NOT NULL,
	"ip_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"city" text,
	"interests" jsonb NOT NULL,
	"locale" varchar(8) NOT NULL,
	"ip_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "callback_requests_phone_idx" ON "callback_requests" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "callback_requests_ip_idx" ON "callback_requests" USING btree ("ip_key","created_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_idx" ON "contact_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_ip_idx" ON "contact_inquiries" USING btree ("ip_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_alerts_email_country" ON "launch_alerts" USING btree ("email","country");--> statement-breakpoint
CREATE INDEX "launch_alerts_ip_idx" ON "launch_alerts" USING btree ("ip_key","created_at");