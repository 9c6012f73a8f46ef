CREATE TABLE "shop_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_events_created_at_idx" ON "shop_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shop_events_audience_id_idx" ON "shop_events" USING btree ("audience","id");