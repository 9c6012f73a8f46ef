CREATE TABLE "discount_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"order_id" uuid,
	"customer_key" text NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"title" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text NOT NULL,
	"applies_to" jsonb DEFAULT '{"categories":[],"productIds":[],"variantIds":[]}'::jsonb NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"combines_with_code" boolean DEFAULT true NOT NULL,
	"min_subtotal_cents" integer,
	"min_quantity" integer,
	"starts_at" timestamp (3) with time zone,
	"ends_at" timestamp (3) with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_value_not_negative" CHECK ("discounts"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"email" text PRIMARY KEY NOT NULL,
	"newsletter_consented_at" timestamp (3) with time zone,
	"newsletter_source" text,
	"unsubscribed_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "newsletter_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "discount_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "reminder_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "reminder_state" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "reminder_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_checkout_idx" ON "discount_uses" USING btree ("checkout_id","discount_id");--> statement-breakpoint
CREATE INDEX "discount_uses_discount_state_idx" ON "discount_uses" USING btree ("discount_id","state","created_at");--> statement-breakpoint
CREATE INDEX "discount_uses_customer_idx" ON "discount_uses" USING btree ("discount_id","customer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_held_idx" ON "discount_uses" USING btree ("discount_id","customer_key") WHERE "discount_uses"."state" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_idx" ON "discounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "checkouts_reminder_idx" ON "checkouts" USING btree ("created_at") WHERE "checkouts"."reminder_state" is null;