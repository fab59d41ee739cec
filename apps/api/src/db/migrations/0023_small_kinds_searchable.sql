ALTER TABLE "countries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_normalize(name_en || ' ' || name_ar || ' ' || name_fr || ' ' || iso3)) STORED;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_normalize(name_en || ' ' || name_ar || ' ' || name_fr || ' ' || iso3)) || to_tsvector('french', search_normalize(name_en || ' ' || name_ar || ' ' || name_fr || ' ' || iso3)) || to_tsvector('arabic', search_normalize(name_en || ' ' || name_ar || ' ' || name_fr || ' ' || iso3)) || to_tsvector('simple', search_normalize(name_en || ' ' || name_ar || ' ' || name_fr || ' ' || iso3))) STORED;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_normalize(name)) STORED;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_normalize(name)) || to_tsvector('french', search_normalize(name)) || to_tsvector('arabic', search_normalize(name)) || to_tsvector('simple', search_normalize(name))) STORED;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_normalize(title_en || ' ' || title_ar || ' ' || title_fr || ' ' || regexp_replace(paragraphs_en::text || ' ' || paragraphs_ar::text || ' ' || paragraphs_fr::text, '<[^>]*>', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_normalize(title_en || ' ' || title_ar || ' ' || title_fr || ' ' || regexp_replace(paragraphs_en::text || ' ' || paragraphs_ar::text || ' ' || paragraphs_fr::text, '<[^>]*>', ' ', 'g'))) || to_tsvector('french', search_normalize(title_en || ' ' || title_ar || ' ' || title_fr || ' ' || regexp_replace(paragraphs_en::text || ' ' || paragraphs_ar::text || ' ' || paragraphs_fr::text, '<[^>]*>', ' ', 'g'))) || to_tsvector('arabic', search_normalize(title_en || ' ' || title_ar || ' ' || title_fr || ' ' || regexp_replace(paragraphs_en::text || ' ' || paragraphs_ar::text || ' ' || paragraphs_fr::text, '<[^>]*>', ' ', 'g'))) || to_tsvector('simple', search_normalize(title_en || ' ' || title_ar || ' ' || title_fr || ' ' || regexp_replace(paragraphs_en::text || ' ' || paragraphs_ar::text || ' ' || paragraphs_fr::text, '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
-- Issue 30: the site search matches countries, partners and managed pages through stored vectors, as
-- it does member content, and its misspelling fallback knows their words.
CREATE TRIGGER countries_search_words AFTER INSERT OR UPDATE ON countries FOR EACH ROW EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
CREATE TRIGGER partners_search_words AFTER INSERT OR UPDATE ON partners FOR EACH ROW EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
CREATE TRIGGER site_pages_search_words AFTER INSERT OR UPDATE ON site_pages FOR EACH ROW EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT word FROM (
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_text))) AS word FROM countries
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', search_text))) FROM partners
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple', search_text))) FROM site_pages
  ) AS words
  ON CONFLICT DO NOTHING;
