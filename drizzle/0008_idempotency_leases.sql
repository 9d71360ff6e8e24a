ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Claims older than leases: one still in flight during the deploy keeps 60 s from its start (LEASE_SECONDS in
-- server/idempotency.ts); one a crashed process left behind is long expired and becomes retryable at once.
UPDATE "idempotency_keys" SET "lease_until" = "created_at" + interval '60 seconds' WHERE "status_code" IS NULL;
