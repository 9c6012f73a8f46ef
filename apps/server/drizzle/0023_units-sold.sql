ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_units_sold_idx" ON "products" USING btree ("units_sold" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- What each product has sold so far, from the orders placed before this column (decision 061).
UPDATE "products" SET "units_sold" = sold."units"
  FROM (
    SELECT (item->>'id')::uuid AS "product_id", sum((item->>'cartQuantity')::int) AS "units"
    FROM "orders", jsonb_array_elements("orders"."items") AS item
    GROUP BY 1
  ) AS sold
  WHERE "products"."id" = sold."product_id";
