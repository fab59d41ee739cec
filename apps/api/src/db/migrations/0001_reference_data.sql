CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"iso3" text NOT NULL,
	"numeric_code" text,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"calling_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"continent" text NOT NULL,
	"is_mena" boolean DEFAULT false NOT NULL,
	"is_oic" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "education_levels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "institution_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "institution_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "organization_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "publication_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "publication_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"hit_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text,
	"description_ar" text,
	"description_fr" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sectors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sustainability_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sustainability_statuses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_settings_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso2_key" ON "countries" USING btree ("iso2");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso3_key" ON "countries" USING btree ("iso3");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket_hit_at_idx" ON "rate_limit_hits" USING btree ("bucket","hit_at");