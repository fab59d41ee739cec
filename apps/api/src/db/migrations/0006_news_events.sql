CREATE TABLE "news_event_agenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"outline" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_event_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_event_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alt_text" text,
	"alt_text_ar" text
);
--> statement-breakpoint
CREATE TABLE "news_event_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"organization" text NOT NULL,
	"contact_person" text,
	"contact_email" text,
	"institution_category_id" integer
);
--> statement-breakpoint
CREATE TABLE "news_event_sectors" (
	"news_event_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "news_event_sectors_news_event_id_sector_id_pk" PRIMARY KEY("news_event_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "news_event_speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"organization" text,
	"bio" text
);
--> statement-breakpoint
CREATE TABLE "news_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"post_type_id" integer NOT NULL,
	"organization_type_id" integer NOT NULL,
	"location" text NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer,
	"implementing_leader" text NOT NULL,
	"starting_date" text NOT NULL,
	"end_date" text,
	"duration" text,
	"register_deadline" text,
	"contact_name" text,
	"contact_email" text,
	"contact_position" text,
	"contact_phone" text,
	"post_link" text,
	"website_url" text,
	"registration_url" text,
	"background" text,
	"impact" text,
	"key_learnings" text,
	"additional_info" text,
	"quantitative_metrics" text,
	"quantitative_metrics_desc" text,
	"is_ongoing" boolean DEFAULT false NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"sustainability_status_id" integer,
	"event_type" text,
	"organizer" text,
	"capacity" integer,
	"fee_type" text,
	"fee_amount" numeric(12, 2),
	"attachment_id" integer,
	"search_text" text GENERATED ALWAYS AS (coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, '')) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, '')) || to_tsvector('french', coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, '')) || to_tsvector('arabic', coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, '')) || to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_event_agenda" ADD CONSTRAINT "news_event_agenda_news_event_id_news_events_id_fk" FOREIGN KEY ("news_event_id") REFERENCES "public"."news_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_event_images" ADD CONSTRAINT "news_event_images_news_event_id_news_events_id_fk" FOREIGN KEY ("news_event_id") REFERENCES "public"."news_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_event_images" ADD CONSTRAINT "news_event_images_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_event_partners" ADD CONSTRAINT "news_event_partners_news_event_id_news_events_id_fk" FOREIGN KEY ("news_event_id") REFERENCES "public"."news_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_event_partners" ADD CONSTRAINT "news_event_partners_institution_category_id_institution_categories_id_fk" FOREIGN KEY ("institution_category_id") REFERENCES "public"."institution_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_event_sectors" ADD CONSTRAINT "news_event_sectors_news_event_id_news_events_id_fk" FOREIGN KEY ("news_event_id") REFERENCES "public"."news_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_event_sectors" ADD CONSTRAINT "news_event_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_event_speakers" ADD CONSTRAINT "news_event_speakers_news_event_id_news_events_id_fk" FOREIGN KEY ("news_event_id") REFERENCES "public"."news_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_post_type_id_post_types_id_fk" FOREIGN KEY ("post_type_id") REFERENCES "public"."post_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_organization_type_id_organization_types_id_fk" FOREIGN KEY ("organization_type_id") REFERENCES "public"."organization_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_sustainability_status_id_sustainability_statuses_id_fk" FOREIGN KEY ("sustainability_status_id") REFERENCES "public"."sustainability_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_attachment_id_media_files_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_event_agenda_item_idx" ON "news_event_agenda" USING btree ("news_event_id","position");--> statement-breakpoint
CREATE INDEX "news_event_images_item_idx" ON "news_event_images" USING btree ("news_event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "news_event_images_media_key" ON "news_event_images" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "news_event_partners_item_idx" ON "news_event_partners" USING btree ("news_event_id","position");--> statement-breakpoint
CREATE INDEX "news_event_sectors_sector_idx" ON "news_event_sectors" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "news_event_speakers_item_idx" ON "news_event_speakers" USING btree ("news_event_id","position");--> statement-breakpoint
CREATE INDEX "news_events_status_created_idx" ON "news_events" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "news_events_status_starting_idx" ON "news_events" USING btree ("status","starting_date");--> statement-breakpoint
CREATE INDEX "news_events_owner_idx" ON "news_events" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "news_events_country_idx" ON "news_events" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "news_events_search_trgm_idx" ON "news_events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_events_search_vector_idx" ON "news_events" USING gin ("search_vector");