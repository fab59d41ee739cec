CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"title" text NOT NULL,
	"title_ar" text,
	"description" text NOT NULL,
	"description_ar" text,
	"excerpt" text,
	"excerpt_ar" text,
	"background" text NOT NULL,
	"main_components" text NOT NULL,
	"achievements" text,
	"additional_info" text,
	"sustainability_status_id" integer NOT NULL,
	"sustainability_status_desc" text,
	"location" text NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer,
	"implementing_leader" text NOT NULL,
	"is_ongoing" boolean DEFAULT false NOT NULL,
	"starting_date" text,
	"ending_date" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_position" text NOT NULL,
	"story_link" text,
	"donors" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_image_id" integer,
	"search_text" text GENERATED ALWAYS AS (coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '')) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '')) || to_tsvector('french', coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '')) || to_tsvector('arabic', coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '')) || to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sector" text NOT NULL,
	"organization" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_sectors" (
	"story_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "story_sectors_story_id_sector_id_pk" PRIMARY KEY("story_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "story_visuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alt_text" text,
	"alt_text_ar" text
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_sustainability_status_id_sustainability_statuses_id_fk" FOREIGN KEY ("sustainability_status_id") REFERENCES "public"."sustainability_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_featured_image_id_media_files_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_documents" ADD CONSTRAINT "story_documents_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_documents" ADD CONSTRAINT "story_documents_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_partners" ADD CONSTRAINT "story_partners_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_sectors" ADD CONSTRAINT "story_sectors_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_sectors" ADD CONSTRAINT "story_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_visuals" ADD CONSTRAINT "story_visuals_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_visuals" ADD CONSTRAINT "story_visuals_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_status_created_idx" ON "stories" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stories_owner_idx" ON "stories" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stories_country_idx" ON "stories" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "stories_search_trgm_idx" ON "stories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stories_search_vector_idx" ON "stories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "story_documents_story_idx" ON "story_documents" USING btree ("story_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "story_documents_media_key" ON "story_documents" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "story_partners_story_idx" ON "story_partners" USING btree ("story_id","position");--> statement-breakpoint
CREATE INDEX "story_sectors_sector_idx" ON "story_sectors" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "story_visuals_story_idx" ON "story_visuals" USING btree ("story_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "story_visuals_media_key" ON "story_visuals" USING btree ("media_id");