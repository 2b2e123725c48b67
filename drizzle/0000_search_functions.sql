-- Search over both languages: trigram similarity and full text on Arabic-normalised text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- One normalisation for indexed text and queries alike (ARCHITECTURE.md): lower case, Latin accents removed,
-- Arabic diacritics and tatweel removed, alef forms → ا, ة → ه, ى → ي. IMMUTABLE so generated columns can use it.
CREATE OR REPLACE FUNCTION wishah_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN translate(
    regexp_replace(lower(unaccent('unaccent'::regdictionary, input)), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    'أإآٱةى',
    'ااااهي'
  );
