ALTER TABLE "news_events" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Items stored before were not asked. A title written in Arabic script is taken as Arabic; the rest stay
-- English (French cannot be told from English reliably by script; its author can correct it by an edit).
UPDATE "news_events" SET "content_language" = 'ar' WHERE "title" ~ '[؀-ۿ]';--> statement-breakpoint
UPDATE "publications" SET "content_language" = 'ar' WHERE "title" ~ '[؀-ۿ]';--> statement-breakpoint
UPDATE "stories" SET "content_language" = 'ar' WHERE "title" ~ '[؀-ۿ]';
