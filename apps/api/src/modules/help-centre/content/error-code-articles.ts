// One help article per HMI error code of the catalogue (DemoErrorCodes): what it means, what the
// rider can do and what the mechanic does, in every help locale that has the code's text (one file
// per locale under error-codes/; English is required, the others fall back to it).
import { DemoErrorCodes, HelpLocale, type DemoErrorCode } from '@dealer/contracts';
import type { SectionKey } from './kb-structure.ts';
import { ol, type ArticleText, type Translations } from './help-texts.ts';
import type { ErrorCodeTexts } from './error-codes/error-code-texts.ts';
import { errorCodeTexts } from './error-codes/all-locales.ts';

const CATEGORY_OF_COMPONENT: Record<string, string> = {
  motor: 'motor',
  battery: 'battery',
  torque: 'torque_sensor',
  speed_sensor: 'speed_sensor',
  hmi: 'hmi',
  controller: 'controller',
  front_light: 'front_light',
  derailleur: 'misc',
};

export interface SeedArticle {
  id: number;
  sectionKey: SectionKey;
  labels: string[];
  brandId?: number;
  promoted?: boolean;
  translations: Translations;
}

export const ERROR_CODE_ARTICLE_BASE = 37100000000000;

function articleText(e: DemoErrorCode, texts: ErrorCodeTexts): ArticleText | undefined {
  const c = texts.codes[e.code];
  if (!c) return undefined;
  const h = texts.headings;
  // "Danger level: High" but "危險等級：高": a full-width colon carries its own space.
  const gap = h.level.endsWith(':') ? ' ' : '';
  return {
    title: `${e.code} ${c.title}`,
    body: `<p><strong>${h.level}</strong>${gap}${h.levels[e.level]}</p><h2>${h.meaning}</h2><p>${c.cause}</p><h2>${h.rider}</h2>${ol(c.rider)}<h2>${h.mechanic}</h2>${ol(c.mechanic)}`,
  };
}

export function errorCodeArticles(): SeedArticle[] {
  return DemoErrorCodes.map((e: DemoErrorCode, i) => {
    const english = articleText(e, errorCodeTexts['en-us']);
    if (!english) throw new Error(`no help article text for error code ${e.code}`);
    const translations: Translations = { 'en-us': english };
    for (const locale of HelpLocale) {
      const text = articleText(e, errorCodeTexts[locale]);
      if (text) translations[locale] = text;
    }
    const sectionKey = ['motor', 'controller'].includes(e.component)
      ? 'errDrive'
      : e.component === 'battery'
        ? 'errBattery'
        : 'errPeripherals';
    return {
      id: ERROR_CODE_ARTICLE_BASE + i + 1,
      sectionKey,
      labels: [
        `error_code:${e.code}`,
        `category:${CATEGORY_OF_COMPONENT[e.component] ?? 'misc'}`,
        `level:${e.level}`,
      ],
      translations,
    };
  });
}
