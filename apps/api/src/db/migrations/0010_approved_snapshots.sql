ALTER TABLE "news_events" ADD COLUMN "approved_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "news_events" ADD COLUMN "approved_snapshot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "approved_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "approved_snapshot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "approved_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "approved_snapshot_at" timestamp with time zone;