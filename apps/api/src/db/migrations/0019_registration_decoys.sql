CREATE TABLE "registration_decoys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_decoys" ADD CONSTRAINT "registration_decoys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_decoys_owner_id_idx" ON "registration_decoys" USING btree ("owner_id");