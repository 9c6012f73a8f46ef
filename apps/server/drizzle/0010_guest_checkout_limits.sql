CREATE TABLE "payment_declines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "cart_key" text;--> statement-breakpoint
CREATE INDEX "payment_declines_key_created_at_idx" ON "payment_declines" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_user_email_created_at_idx" ON "checkouts" USING btree ("user_email","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_cart_key_created_at_idx" ON "checkouts" USING btree ("cart_key","created_at");