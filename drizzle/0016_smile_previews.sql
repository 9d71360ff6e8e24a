CREATE TABLE "smile_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_hash" text NOT NULL,
	"provider" varchar(40) NOT NULL,
	"before" "bytea" NOT NULL,
	"after" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "smile_previews_expiry_idx" ON "smile_previews" USING btree ("expires_at");