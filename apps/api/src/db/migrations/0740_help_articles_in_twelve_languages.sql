-- Help articles in all twelve portal languages, by Zendesk locale code (docs/decisions/1751).
ALTER TABLE help_article_translations DROP CONSTRAINT help_article_translations_locale_check;
ALTER TABLE help_article_translations ADD CONSTRAINT help_article_translations_locale_check
  CHECK (locale IN ('en-us', 'de', 'fr', 'it', 'es', 'nl', 'da', 'sv', 'fi', 'ja', 'ko', 'zh-tw'));
