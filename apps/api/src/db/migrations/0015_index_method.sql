CREATE TABLE "index_computations" (
	"id" serial PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"goalposts" jsonb NOT NULL,
	"uncertainty_runs" integer,
	"uncertainty_seed" integer,
	"uncertainty_claimed_at" timestamp with time zone,
	"uncertainty_done_at" timestamp with time zone,
	"uncertainty_ms" integer,
	"sensitivity" jsonb
);
--> statement-breakpoint
CREATE TABLE "index_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"countries" integer NOT NULL,
	"ranked" integer NOT NULL,
	"entered" jsonb NOT NULL,
	"left_out" jsonb NOT NULL,
	"data_from" integer,
	"data_to" integer,
	"carried_forward_share" double precision NOT NULL,
	"provisional" boolean NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "index_scores" ADD COLUMN "rank_median" integer;--> statement-breakpoint
ALTER TABLE "index_scores" ADD COLUMN "rank_low" integer;--> statement-breakpoint
ALTER TABLE "index_scores" ADD COLUMN "rank_high" integer;--> statement-breakpoint
ALTER TABLE "index_scores" ADD COLUMN "indicators_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "index_scores" ADD COLUMN "indicators_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "index_scores" ADD COLUMN "unranked_reason" text;--> statement-breakpoint
ALTER TABLE "index_scores" ADD COLUMN "missing_sub_pillars" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "indicator_scores" ADD COLUMN "weight" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "indicator_scores" ADD COLUMN "pillar_weight" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "target_value" double precision;