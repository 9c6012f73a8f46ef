CREATE TABLE "invoice_documents" (
	"number" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_documents_refund_matches_kind" CHECK (("invoice_documents"."kind" = 'invoice') = ("invoice_documents"."refund_id" is null))
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_number_counter_one_row" CHECK ("invoice_number_counter"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_invoice_idx" ON "invoice_documents" USING btree ("order_id") WHERE "invoice_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_refund_idx" ON "invoice_documents" USING btree ("refund_id");--> statement-breakpoint
-- Past orders get their invoices and past refunds their credit notes, numbered in the order they
-- happened (decision 066); the counter continues from there.
INSERT INTO "invoice_documents" ("number", "kind", "order_id", "refund_id", "issued_at")
  SELECT row_number() OVER (ORDER BY happened, tiebreak), kind, order_id, refund_id, happened FROM (
    SELECT 'invoice' AS kind, o."id" AS order_id, NULL::uuid AS refund_id, o."created_at" AS happened, o."id"::text AS tiebreak
      FROM "orders" o
    UNION ALL
    SELECT 'credit_note', r."order_id", r."id", coalesce(r."settled_at", r."created_at"), r."id"::text
      FROM "order_refunds" r WHERE r."state" = 'succeeded'
  ) AS documents;--> statement-breakpoint
-- Only when something was numbered: a new shop's database stays empty (a restore needs it so); the
-- first document then makes the row (invoice-numbers.ts).
INSERT INTO "invoice_number_counter" ("id", "last_number")
  SELECT 1, max("number") FROM "invoice_documents" HAVING count(*) > 0;
