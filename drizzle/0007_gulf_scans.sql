ALTER TABLE "orders" ADD COLUMN "slot_time_zone" varchar(40);--> statement-breakpoint
ALTER TABLE "slot_templates" ADD COLUMN "time_zone" varchar(40) DEFAULT 'Asia/Kolkata' NOT NULL;