CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Issue 29: each searchable row's words go into search_words when it is written; the misspelling
-- fallback looks terms up there instead of comparing them with every row's whole text.
CREATE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.search_text IS NOT DISTINCT FROM NEW.search_text THEN
    RETURN NULL;
  END IF;
  -- In order: two writers adding the same new words then wait for each other in turn, never in a cycle.
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(NEW.search_text, '')))) AS word ORDER BY word
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER publications_search_words AFTER INSERT OR UPDATE ON publications FOR EACH ROW EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
CREATE TRIGGER stories_search_words AFTER INSERT OR UPDATE ON stories FOR EACH ROW EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
CREATE TRIGGER news_events_search_words AFTER INSERT OR UPDATE ON news_events FOR EACH ROW EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT word FROM (
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_text))) AS word FROM publications
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', search_text))) FROM stories
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', search_text))) FROM news_events
  ) AS words
  ON CONFLICT DO NOTHING;
