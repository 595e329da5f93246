// The help centre has two locales: Traditional Chinese for zh-TW, English for every other language.
import type { Language } from '@dealer/contracts';

export const helpLocale = (language: Language) =>
  language === 'zh-TW' ? ('zh-tw' as const) : ('en-us' as const);
