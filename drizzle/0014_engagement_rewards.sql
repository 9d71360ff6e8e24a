CREATE TABLE "coin_accounts" (
	"user_id" uuid NOT NULL,
	"line" varchar(8) NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_accounts_user_id_line_pk" PRIMARY KEY("user_id","line"),
	CONSTRAINT "coin_accounts_balance" CHECK ("coin_accounts"."balance" >= 0),
	CONSTRAINT "coin_accounts_line" CHECK ("coin_accounts"."line" in ('toothsi', 'skinnsi'))
);
--> statement-breakpoint
CREATE TABLE "coin_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"line" varchar(8) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"coins" integer NOT NULL,
	"order_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_entries_kind" CHECK (("coin_entries"."kind" = 'earn' and "coin_entries"."coins" > 0 and "coin_entries"."expires_at" is not null) or ("coin_entries"."kind" in ('spend', 'expire') and "coin_entries"."coins" < 0 and "coin_entries"."expires_at" is null) or ("coin_entries"."kind" = 'reverse' and "coin_entries"."coins" <> 0 and ("coin_entries"."coins" < 0) = ("coin_entries"."expires_at" is not null)))
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"code" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"friend_discount_minor" integer NOT NULL,
	"reward_minor" integer NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"reversal_reason" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"earned_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "referrals_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."referred_user_id"),
	CONSTRAINT "referrals_amounts" CHECK ("referrals"."friend_discount_minor" >= 0 and "referrals"."reward_minor" >= 0),
	CONSTRAINT "referrals_status" CHECK ("referrals"."status" in ('pending', 'earned', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "referral_code" varchar(16);--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "use_coins" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coin_accounts" ADD CONSTRAINT "coin_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_entries_account_idx" ON "coin_entries" USING btree ("user_id","line","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_entries_once_per_order" ON "coin_entries" USING btree ("order_id","line","kind",("coins" > 0)) WHERE "coin_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_one_live_per_friend" ON "referrals" USING btree ("referred_user_id") WHERE "referrals"."status" <> 'reversed';--> statement-breakpoint
CREATE FUNCTION "coin_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'coin_entries is append-only: add a reverse entry instead of changing one';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "coin_entries_no_update" BEFORE UPDATE ON "coin_entries" FOR EACH ROW EXECUTE FUNCTION "coin_entries_append_only"();
