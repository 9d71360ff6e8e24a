ALTER TABLE "carts" DROP CONSTRAINT "carts_user_id_unique";--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_guest_token_hash_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_country" ON "carts" USING btree ("user_id","country");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_country" ON "carts" USING btree ("guest_token_hash","country");