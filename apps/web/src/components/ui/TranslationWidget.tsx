// Language picker: sets the locale and saves the choice under `lang` (portal-spec §4).
import { Language } from '@dealer/contracts';
import { isLanguage, setLanguage, useI18n } from '../../lib/i18n/i18n.ts';
import { LanguageName } from '../../lib/i18n/language-names.ts';
import { Icon } from './Icon.tsx';

export function TranslationWidget() {
  const { language, t } = useI18n();
  return (
    <label className="translation-widget">
      <Icon name="globe" size={18} />
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void setLanguage(e.target.value);
        }}
      >
        {Language.map((l) => (
          <option key={l} value={l} lang={l}>
            {LanguageName[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
