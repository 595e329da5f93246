-- Help articles are reference data too (docs/decisions/1304): a change to an article or one of its
-- translations bumps the reference version, which keys the search answers each API process keeps.
CREATE TRIGGER help_articles_version AFTER INSERT OR UPDATE OR DELETE ON help_articles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference');
CREATE TRIGGER help_article_translations_version AFTER INSERT OR UPDATE OR DELETE ON help_article_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference');
