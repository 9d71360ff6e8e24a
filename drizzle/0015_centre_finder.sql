ALTER TABLE "clinics" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "opens_at" varchar(5) DEFAULT '10:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "closes_at" varchar(5) DEFAULT '20:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "open_days" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "services" jsonb DEFAULT '["alignerScan"]'::jsonb NOT NULL;