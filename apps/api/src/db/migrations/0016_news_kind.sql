ALTER TABLE "news_events" ALTER COLUMN "implementing_leader" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news_events" ALTER COLUMN "starting_date" DROP NOT NULL;--> statement-breakpoint
-- The post type is now the one question and the type follows it (kindOfPostType). Items filed before
-- with the two disagreeing keep the tab they were listed under: their post type is set to match it.
UPDATE "news_events" SET "post_type_id" = 2 WHERE "type" = 'event' AND "post_type_id" <> 2;--> statement-breakpoint
UPDATE "news_events" SET "post_type_id" = 1 WHERE "type" = 'news' AND "post_type_id" = 2;
