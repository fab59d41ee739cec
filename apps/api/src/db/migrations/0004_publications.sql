CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"title" text NOT NULL,
	"publication_type_id" integer NOT NULL,
	"author" text NOT NULL,
	"publication_date" text NOT NULL,
	"sector" text,
	"summary" text,
	"keywords" text,
	"link" text,
	"region" text DEFAULT 'Global' NOT NULL,
	"document_id" integer,
	"image_id" integer,
	"search_text" text GENERATED ALWAYS AS (coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, '')) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, '')) || to_tsvector('french', coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, '')) || to_tsvector('arabic', coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, '')) || to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_publication_type_id_publication_types_id_fk" FOREIGN KEY ("publication_type_id") REFERENCES "public"."publication_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_document_id_media_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_image_id_media_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_status_date_idx" ON "publications" USING btree ("status","publication_date");--> statement-breakpoint
CREATE INDEX "publications_owner_idx" ON "publications" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "publications_search_trgm_idx" ON "publications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publications_search_vector_idx" ON "publications" USING gin ("search_vector");