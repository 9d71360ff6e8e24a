CREATE TABLE "feedback_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"user_id" uuid,
	"ticket_id" uuid,
	"locale" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "feedback_links_ticket" CHECK (("feedback_links"."kind" = 'careform') = ("feedback_links"."ticket_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"link_id" uuid,
	"ticket_id" uuid,
	"user_id" uuid,
	"score" integer,
	"reason" varchar(32),
	"comment" text,
	"dismissed" boolean DEFAULT false NOT NULL,
	"source" varchar(8) DEFAULT 'web' NOT NULL,
	"locale" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_responses_link_id_unique" UNIQUE("link_id"),
	CONSTRAINT "feedback_responses_score" CHECK (("feedback_responses"."kind" in ('retainer_nps', 'grin_nps') and "feedback_responses"."score" between 0 and 10) or ("feedback_responses"."kind" in ('careform', 'customer', 'rate_us') and ("feedback_responses"."score" between 1 and 5 or ("feedback_responses"."dismissed" and "feedback_responses"."kind" = 'rate_us' and "feedback_responses"."score" is null))))
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"type" varchar(8) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"phone" varchar(20) NOT NULL,
	"country" varchar(2) NOT NULL,
	"user_id" uuid,
	"callback_request_id" uuid,
	"topic" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"locale" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "support_tickets_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "skin_reviews" ALTER COLUMN "category_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD COLUMN "subject" varchar(8) DEFAULT 'skin' NOT NULL;--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_links" ADD CONSTRAINT "feedback_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_links" ADD CONSTRAINT "feedback_links_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_link_id_feedback_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."feedback_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_skin_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."skin_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_callback_request_id_callback_requests_id_fk" FOREIGN KEY ("callback_request_id") REFERENCES "public"."callback_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_links_ticket_idx" ON "feedback_links" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_responses_one_per_ticket" ON "feedback_responses" USING btree ("ticket_id") WHERE "feedback_responses"."kind" = 'careform';--> statement-breakpoint
CREATE INDEX "feedback_responses_user_kind_idx" ON "feedback_responses" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "feedback_responses_kind_created_idx" ON "feedback_responses" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_phone_idx" ON "support_tickets" USING btree ("phone","created_at");--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD CONSTRAINT "skin_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD CONSTRAINT "skin_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD CONSTRAINT "skin_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skin_reviews_product_idx" ON "skin_reviews" USING btree ("product_id","created_at") WHERE "skin_reviews"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "skin_reviews_user_idx" ON "skin_reviews" USING btree ("user_id") WHERE "skin_reviews"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "skin_reviews_one_per_order_subject" ON "skin_reviews" USING btree ("order_id","subject",coalesce("product_id", 0)) WHERE "skin_reviews"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD CONSTRAINT "skin_reviews_subject" CHECK (("skin_reviews"."subject" = 'skin' and "skin_reviews"."category_code" is not null and "skin_reviews"."product_id" is null) or ("skin_reviews"."subject" = 'product' and "skin_reviews"."product_id" is not null and "skin_reviews"."category_code" is null) or ("skin_reviews"."subject" = 'aligners' and "skin_reviews"."product_id" is null and "skin_reviews"."category_code" is null));--> statement-breakpoint
ALTER TABLE "skin_reviews" ADD CONSTRAINT "skin_reviews_customer" CHECK (("skin_reviews"."user_id" is null) = ("skin_reviews"."order_id" is null));