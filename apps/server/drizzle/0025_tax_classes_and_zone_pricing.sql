DROP INDEX "tax_rates_country_region_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "tax_class" text;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "tax_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_country_region_class_idx" ON "tax_rates" USING btree ("country","region","tax_class");--> statement-breakpoint
-- Each zone starts with what the shop's one switch said (decision 064); a shop that never saved has no row: false.
UPDATE "shipping_zones" SET "prices_include_tax" = s."prices_include_tax", "tax_shipping" = s."tax_shipping"
  FROM "shop_settings" s WHERE s."id" = 1;
