// A help article not yet written in the portal's language comes back in English (the help centre's
// fallback, docs/decisions/1751): say so above it, so nobody takes it for a broken translation.
import { HelpLocaleOfLanguage, type Language } from '@dealer/contracts';
import { useI18n } from '../../lib/i18n/i18n.ts';

/** The `lang` of an article in `articleLocale`: "en" when it is the English fallback, else the portal's. */
export function articleLang(articleLocale: string, language: Language): string | undefined {
  return articleLocale === HelpLocaleOfLanguage[language] ? undefined : 'en';
}

export function LanguageFallbackNote({ articleLocale }: { articleLocale: string }) {
  const { t, language } = useI18n();
  if (!articleLang(articleLocale, language)) return null;
  return (
    <p className="muted" role="note" data-testid="language-fallback">
      {t('help.englishFallback')}
    </p>
  );
}
