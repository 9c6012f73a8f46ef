CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"option1" text,
	"option2" text,
	"option3" text,
	"sku" text DEFAULT ('SKU-' || upper(substr(md5(gen_random_uuid()::text), 1, 16))) NOT NULL,
	"price_cents" integer NOT NULL,
	"compare_at_cents" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"barcode" text,
	"weight_grams" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_cents_non_negative" CHECK ("product_variants"."price_cents" >= 0),
	CONSTRAINT "product_variants_compare_at_cents_non_negative" CHECK ("product_variants"."compare_at_cents" is null or "product_variants"."compare_at_cents" >= 0),
	CONSTRAINT "product_variants_stock_non_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_weight_grams_non_negative" CHECK ("product_variants"."weight_grams" is null or "product_variants"."weight_grams" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_options_idx" ON "product_variants" USING btree ("product_id",coalesce("option1", ''),coalesce("option2", ''),coalesce("option3", ''));--> statement-breakpoint
-- Every product sold so far, as its one variant (decision 060).
INSERT INTO "product_variants" ("product_id", "position", "sku", "price_cents", "stock", "created_at")
  SELECT "id", 1, "sku", "price_cents", "stock", "created_at" FROM "products";--> statement-breakpoint
-- A product without options and its one variant stay equal in SKU, price and stock, whoever writes the
-- product: an older build running beside this one during an upgrade knows nothing of variants.
CREATE FUNCTION "product_single_variant_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_variants"
    SET "sku" = NEW."sku", "price_cents" = NEW."price_cents", "stock" = NEW."stock"
    WHERE "product_id" = NEW."id"
      AND ("sku", "price_cents", "stock") IS DISTINCT FROM (NEW."sku", NEW."price_cents", NEW."stock");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_single_variant_follows"
  AFTER UPDATE OF "sku", "price_cents", "stock" ON "products"
  FOR EACH ROW WHEN (NEW."options" = '[]'::jsonb)
  EXECUTE FUNCTION "product_single_variant_follows"();--> statement-breakpoint
-- Every product has a variant by the end of the transaction that added it. At commit, not at once: a
-- restore loads the backup's own variants after its products, in the same transaction, and a build
-- that knows variants adds them itself; either way there is one by then and nothing is added.
CREATE FUNCTION "product_has_a_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_variants" ("product_id", "position", "sku", "price_cents", "stock")
    SELECT p."id", 1, p."sku", p."price_cents", p."stock" FROM "products" p
    WHERE p."id" = NEW."id"
      AND NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_have_a_variant"
  AFTER INSERT ON "products"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "product_has_a_variant"();
