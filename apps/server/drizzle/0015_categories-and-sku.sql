CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_redirects" (
	"old_name" text PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text DEFAULT ('SKU-' || upper(substr(md5(gen_random_uuid()::text), 1, 16))) NOT NULL;--> statement-breakpoint
ALTER TABLE "category_redirects" ADD CONSTRAINT "category_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_idx" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "category_redirects_category_idx" ON "category_redirects" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
-- The spec's seven, in its order ('Grocries' as it spells it), then any other name a product has.
INSERT INTO "categories" ("name", "position") VALUES
  ('Laptop', 0), ('Electronics', 1), ('Fashion', 2), ('Grocries', 3), ('Sneakers', 4),
  ('Health & Beauty', 5), ('Phone', 6);--> statement-breakpoint
INSERT INTO "categories" ("name", "position")
  SELECT "category", 6 + row_number() OVER (ORDER BY "category") FROM (
    SELECT DISTINCT "category" FROM "products"
    WHERE lower("category") NOT IN (SELECT lower("name") FROM "categories")
  ) AS "others";
