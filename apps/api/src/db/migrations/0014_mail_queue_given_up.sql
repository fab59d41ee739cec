ALTER TABLE "mail_queue" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "given_up_at" timestamp with time zone;