ALTER TABLE "coupons" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
CREATE INDEX "orders_user_coupon_idx" ON "orders" USING btree ("user_id","coupon_code") WHERE "orders"."coupon_code" is not null;--> statement-breakpoint
-- Before the send race was fixed a number could hold several live codes: keep only its newest one live.
UPDATE "otp_challenges" SET "consumed_at" = now() WHERE "consumed_at" IS NULL AND "id" NOT IN (SELECT DISTINCT ON ("phone") "id" FROM "otp_challenges" WHERE "consumed_at" IS NULL ORDER BY "phone", "created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "otp_one_live_code" ON "otp_challenges" USING btree ("phone") WHERE "otp_challenges"."consumed_at" is null;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_per_customer" CHECK ("coupons"."max_uses_per_customer" is null or "coupons"."max_uses_per_customer" > 0);