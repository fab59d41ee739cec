-- Trigram matching for search across the three languages (publications, stories, news).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
