ALTER TABLE "checkouts" ADD COLUMN "buyer_vat_id" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "vat_removed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_removed_cents" integer DEFAULT 0 NOT NULL;