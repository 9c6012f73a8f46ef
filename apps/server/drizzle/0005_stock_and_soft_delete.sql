ALTER TABLE "products" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Products that were on sale before stock was counted stay on sale: 100 each until the owner sets
-- real counts (docs/decisions/014-stock-and-product-admin.md).
UPDATE "products" SET "stock" = 100;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock" >= 0);
