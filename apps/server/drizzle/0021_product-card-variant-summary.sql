ALTER TABLE "products" ADD COLUMN "price_max_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compare_at_cents" integer;