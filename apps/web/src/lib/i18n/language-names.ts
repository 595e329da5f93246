// Each language named in itself, as language pickers conventionally do.
import type { Language } from '@dealer/contracts';

export const LanguageName: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  da: 'Dansk',
  de: 'Deutsch',
  fr: 'Français',
  fi: 'Suomi',
  it: 'Italiano',
  nl: 'Nederlands',
  sv: 'Svenska',
  ja: '日本語',
  ko: '한국어',
  'zh-TW': '繁體中文',
};
