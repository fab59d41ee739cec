-- Issue 30: searches find Arabic words however they are spelt. The searchable texts and the terms are
-- both normalised: the hamza forms of alef (and alef wasla) read as alef, alef maqsura as ya, ta
-- marbuta as heh; diacritics (fathatan to sukun, superscript alef, the Quranic marks) and tatweel
-- are dropped. Latin text is left as it is.
CREATE FUNCTION search_normalize(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(input, '[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'), 'أإآٱىة', 'اااايه')
$$;
--> statement-breakpoint
ALTER TABLE "news_events" drop column "search_text";--> statement-breakpoint
ALTER TABLE "news_events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_normalize(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "news_events" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "news_events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_normalize(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, ''))) || to_tsvector('french', search_normalize(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, ''))) || to_tsvector('arabic', search_normalize(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, ''))) || to_tsvector('simple', search_normalize(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, '')))) STORED;--> statement-breakpoint
ALTER TABLE "publications" drop column "search_text";--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_normalize(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, ''))) STORED;--> statement-breakpoint
ALTER TABLE "publications" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_normalize(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, ''))) || to_tsvector('french', search_normalize(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, ''))) || to_tsvector('arabic', search_normalize(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, ''))) || to_tsvector('simple', search_normalize(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, '')))) STORED;--> statement-breakpoint
ALTER TABLE "stories" drop column "search_text";--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_normalize(coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, ''))) STORED;--> statement-breakpoint
ALTER TABLE "stories" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_normalize(coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, ''))) || to_tsvector('french', search_normalize(coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, ''))) || to_tsvector('arabic', search_normalize(coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, ''))) || to_tsvector('simple', search_normalize(coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '')))) STORED;--> statement-breakpoint
CREATE INDEX "publications_search_trgm_idx" ON "publications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publications_search_vector_idx" ON "publications" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "stories_search_trgm_idx" ON "stories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stories_search_vector_idx" ON "stories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "news_events_search_trgm_idx" ON "news_events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_events_search_vector_idx" ON "news_events" USING gin ("search_vector");--> statement-breakpoint
-- The misspelling fallback's words are the normalised texts' words (as the vectors hold them).
TRUNCATE search_words;--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT word FROM (
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_text))) AS word FROM publications
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', search_text))) FROM stories
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', search_text))) FROM news_events
  ) AS words
  ON CONFLICT DO NOTHING;
