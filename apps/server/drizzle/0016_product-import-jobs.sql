CREATE TABLE "product_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"created_by" text NOT NULL,
	"state" text DEFAULT 'previewed' NOT NULL,
	"rows" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"to_create" integer NOT NULL,
	"to_update" integer NOT NULL,
	"rows_with_errors" integer NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	"heartbeat_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "product_import_pictures" (
	"job_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "product_import_pictures_job_id_name_pk" PRIMARY KEY("job_id","name")
);
--> statement-breakpoint
ALTER TABLE "product_import_pictures" ADD CONSTRAINT "product_import_pictures_job_id_product_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."product_import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_jobs_unstarted_idx" ON "product_import_jobs" USING btree ("created_at") WHERE "product_import_jobs"."state" = 'previewed';