CREATE TABLE "alert_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"kinds" text[] NOT NULL,
	"sector_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"next_digest_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_subscriptions_due_idx" ON "alert_subscriptions" USING btree ("next_digest_at") WHERE "alert_subscriptions"."stopped_at" is null;