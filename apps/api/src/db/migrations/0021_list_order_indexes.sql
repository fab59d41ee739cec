DROP INDEX "news_events_status_created_idx";--> statement-breakpoint
DROP INDEX "news_events_status_starting_idx";--> statement-breakpoint
DROP INDEX "publications_status_date_idx";--> statement-breakpoint
DROP INDEX "stories_status_created_idx";--> statement-breakpoint
CREATE INDEX "news_events_status_created_id_idx" ON "news_events" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "news_events_status_starting_id_idx" ON "news_events" USING btree ("status","starting_date","id");--> statement-breakpoint
CREATE INDEX "publications_status_date_id_idx" ON "publications" USING btree ("status","publication_date","id");--> statement-breakpoint
CREATE INDEX "stories_status_created_id_idx" ON "stories" USING btree ("status","created_at","id");