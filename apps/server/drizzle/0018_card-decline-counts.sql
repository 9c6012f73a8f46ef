CREATE TABLE "card_decline_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"declines" integer NOT NULL,
	"resets_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_decline_counts_resets_at_idx" ON "card_decline_counts" USING btree ("resets_at");