-- Forgiving product search (ADR 0071): accents folded, words stemmed per language, typos
-- tolerated through trigram similarity and edit distance. The three extensions are "trusted" (PostgreSQL 13+), so a
-- database owner without superuser rights may create them too.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- One text search configuration per shop language: the language's own stop words and
-- Snowball stemmer, with accents removed before stemming so "decouper" and "découper" meet.
CREATE TEXT SEARCH CONFIGURATION shop_nl (COPY = pg_catalog.dutch);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_nl ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_fr (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_en (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
