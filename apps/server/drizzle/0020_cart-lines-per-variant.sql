-- A cart line is one variant of a product (decision 060): two sizes of one shoe are two lines.
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
-- Every line saved so far is of a product without options, which has exactly one variant.
UPDATE "cart_items" SET "variant_id" = (
  SELECT v."id" FROM "product_variants" v
  WHERE v."product_id" = "cart_items"."product_id"
  ORDER BY v."position", v."id" LIMIT 1
);--> statement-breakpoint
DELETE FROM "cart_items" WHERE "variant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id");--> statement-breakpoint
-- A build older than variants, running beside this one during an upgrade (decision 050), saves cart
-- lines without a variant: the line takes the product's first variant (its only one, for every
-- product that build could have sold). Its sign-in merge, which names the old key in ON CONFLICT,
-- fails instead; the browser keeps the merge and sends it again (decision 020).
CREATE FUNCTION "cart_item_takes_first_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."variant_id" IS NULL THEN
    SELECT v."id" INTO NEW."variant_id" FROM "product_variants" v
      WHERE v."product_id" = NEW."product_id" ORDER BY v."position", v."id" LIMIT 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cart_items_take_first_variant"
  BEFORE INSERT ON "cart_items"
  FOR EACH ROW EXECUTE FUNCTION "cart_item_takes_first_variant"();
