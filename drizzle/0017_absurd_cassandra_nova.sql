ALTER TABLE "callback_requests" ADD COLUMN "device" jsonb;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "device" jsonb;