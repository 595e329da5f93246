-- Queries that scale (docs/decisions/1302): help-centre full-text search with each language's own
-- text-search configuration, and indexes in the order the lists read.

-- The text-search configuration of a Zendesk locale: Snowball stemming where PostgreSQL has it,
-- 'simple' for Japanese, Korean and Chinese (no word breaks; search adds a substring match there).
CREATE FUNCTION help_search_config(locale text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE locale
    WHEN 'en-us' THEN 'english' WHEN 'de' THEN 'german' WHEN 'fr' THEN 'french'
    WHEN 'it' THEN 'italian' WHEN 'es' THEN 'spanish' WHEN 'nl' THEN 'dutch'
    WHEN 'da' THEN 'danish' WHEN 'sv' THEN 'swedish' WHEN 'fi' THEN 'finnish'
    ELSE 'simple' END)::regconfig
$$;

DROP INDEX help_article_translations_search_idx;
ALTER TABLE help_article_translations DROP COLUMN search;
ALTER TABLE help_article_translations ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(help_search_config(locale), title), 'A') ||
  setweight(to_tsvector(help_search_config(locale), regexp_replace(body, '<[^>]+>', ' ', 'g')), 'B')
) STORED;
CREATE INDEX help_article_translations_search_idx ON help_article_translations USING gin(search);
CREATE INDEX help_article_translations_locale_idx ON help_article_translations(locale);

-- Service book lists are ordered by when the work was done (or written down), newest first.
DROP INDEX service_book_vin_idx;
DROP INDEX service_book_shop_idx;
CREATE INDEX service_book_vin_idx ON service_book_entries(vin, (coalesce(performed_at, created_at)) DESC, id DESC);
CREATE INDEX service_book_shop_idx ON service_book_entries(bike_shop_id, (coalesce(performed_at, created_at)) DESC, id DESC);

-- A bike's workspaces at a shop (workspace list), and a shop's most recently touched (home).
CREATE INDEX workspaces_vin_shop_idx ON workspaces(vin, bike_shop_id, created_at DESC);
CREATE INDEX workspaces_shop_updated_idx ON workspaces(bike_shop_id, updated_at DESC, id DESC);
