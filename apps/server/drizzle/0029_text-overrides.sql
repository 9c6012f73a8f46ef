CREATE TABLE "text_overrides" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_overrides_language_key_pk" PRIMARY KEY("language","key")
);
