CREATE TABLE "index_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"year" integer NOT NULL,
	"pillar_id" integer,
	"value" double precision,
	"rank" integer,
	"access" double precision,
	"availability" double precision
);
--> statement-breakpoint
CREATE TABLE "indicator_scores" (
	"country_id" integer NOT NULL,
	"year" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"raw_value" double precision NOT NULL,
	"source_year" integer NOT NULL,
	"carried_forward" boolean NOT NULL,
	CONSTRAINT "indicator_scores_country_id_year_indicator_id_pk" PRIMARY KEY("country_id","year","indicator_id")
);
--> statement-breakpoint
CREATE TABLE "indicator_values" (
	"indicator_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"year" integer NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "indicator_values_indicator_id_country_id_year_pk" PRIMARY KEY("indicator_id","country_id","year")
);
--> statement-breakpoint
CREATE TABLE "indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"pillar_id" integer NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"unit" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"licence" text NOT NULL,
	"log_transform" boolean DEFAULT false NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"treatment_note" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "indicators_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "map_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"map_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"color" text NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"map_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"year" integer NOT NULL,
	"value" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius" integer DEFAULT 20 NOT NULL,
	"markers" text,
	"map_key_id" integer
);
--> statement-breakpoint
CREATE TABLE "maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sector_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text,
	"description_ar" text,
	"description_fr" text,
	"hint_en" text,
	"hint_ar" text,
	"hint_fr" text,
	"pillar_id" integer,
	"indicator_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "maps_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pillars" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_fr" text NOT NULL,
	"image" text,
	"color_light" text NOT NULL,
	"color_dark" text NOT NULL,
	"sector_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pillars_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "index_scores" ADD CONSTRAINT "index_scores_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_scores" ADD CONSTRAINT "index_scores_pillar_id_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."pillars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_scores" ADD CONSTRAINT "indicator_scores_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_scores" ADD CONSTRAINT "indicator_scores_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_values" ADD CONSTRAINT "indicator_values_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_values" ADD CONSTRAINT "indicator_values_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_pillar_id_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."pillars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_keys" ADD CONSTRAINT "map_keys_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_points" ADD CONSTRAINT "map_points_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_points" ADD CONSTRAINT "map_points_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_points" ADD CONSTRAINT "map_points_map_key_id_map_keys_id_fk" FOREIGN KEY ("map_key_id") REFERENCES "public"."map_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps" ADD CONSTRAINT "maps_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps" ADD CONSTRAINT "maps_pillar_id_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."pillars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps" ADD CONSTRAINT "maps_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pillars" ADD CONSTRAINT "pillars_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "index_scores_overall_key" ON "index_scores" USING btree ("year","country_id") WHERE "index_scores"."pillar_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "index_scores_pillar_key" ON "index_scores" USING btree ("year","pillar_id","country_id") WHERE "index_scores"."pillar_id" is not null;--> statement-breakpoint
CREATE INDEX "index_scores_ranking_idx" ON "index_scores" USING btree ("year","pillar_id","rank");--> statement-breakpoint
CREATE INDEX "index_scores_country_idx" ON "index_scores" USING btree ("country_id","year");--> statement-breakpoint
CREATE INDEX "indicator_values_country_idx" ON "indicator_values" USING btree ("country_id","year");--> statement-breakpoint
CREATE INDEX "indicators_pillar_idx" ON "indicators" USING btree ("pillar_id","sort_order");--> statement-breakpoint
CREATE INDEX "map_keys_map_idx" ON "map_keys" USING btree ("map_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "map_points_map_country_year_key" ON "map_points" USING btree ("map_id","year","country_id");--> statement-breakpoint
CREATE INDEX "map_points_country_idx" ON "map_points" USING btree ("country_id","map_id","year");--> statement-breakpoint
CREATE INDEX "maps_sector_idx" ON "maps" USING btree ("sector_id","sort_order");