// Problem-solving articles, including where to find the serial (frame) number, with a variant for
// brand 4 (SPECIAL_BRAND_ID), whose frames carry it in another place. Each topic's identity is here
// once; its words are in one file per help locale (problem-solving/<locale>.ts).
import {
  HelpLocale,
  localeFormat,
  MIN_BATTERY_PERCENT_FOR_UPDATE,
  SPECIAL_BRAND_ID,
} from '@dealer/contracts';
import { MEDIA_PLACEHOLDER } from '../../builtin-help-centre.ts';
import type { SeedArticle } from '../error-code-articles.ts';
import { ol, type ArticleText, type Translations } from '../help-texts.ts';
import { problemTexts } from './all-locales.ts';
import type { ProblemText, ProblemTopic } from './problem-texts.ts';

interface Topic extends Omit<SeedArticle, 'translations'> {
  topic: ProblemTopic;
  image?: string;
}

const TOPICS: Topic[] = [
  {
    id: 37200000000001,
    topic: 'frameNumber',
    sectionKey: 'psSerial',
    labels: ['category:serial_number'],
    promoted: true,
    image: 'serial-location-frame.svg',
  },
  {
    id: 37200000000002,
    topic: 'frameNumberAtlas',
    sectionKey: 'psSerial',
    labels: ['category:serial_number', `brand:${SPECIAL_BRAND_ID}`],
    brandId: SPECIAL_BRAND_ID,
    image: 'serial-location-atlas.svg',
  },
  {
    id: 37200000000003,
    topic: 'bridgeNotFound',
    sectionKey: 'psConnection',
    labels: ['category:connection'],
  },
  {
    id: 37200000000004,
    topic: 'connectorNotDetected',
    sectionKey: 'psConnection',
    labels: ['category:connection', 'category:dongle'],
  },
  {
    id: 37200000000005,
    topic: 'bootloaderRescue',
    sectionKey: 'psDrive',
    labels: ['category:firmware', 'category:bootloader'],
  },
  { id: 37200000000006, topic: 'firmwareUpdateFailed', sectionKey: 'psDrive', labels: ['category:firmware'] },
];

/** `{charge}` as the article's locale writes a percentage ("25 %" in German, "25%" in Japanese). */
const withCharge = (locale: string) => (s: string) =>
  s.split('{charge}').join(localeFormat(locale).quantity(MIN_BATTERY_PERCENT_FOR_UPDATE, '%'));

function articleText(text: ProblemText, image: string | undefined, locale: string): ArticleText {
  const charged = withCharge(locale);
  const picture =
    image && text.imageAlt ? `<p><img src="${MEDIA_PLACEHOLDER}/${image}" alt="${text.imageAlt}"></p>` : '';
  const outro = text.outro ? `<p>${text.outro}</p>` : '';
  return {
    title: text.title,
    body: `<p>${charged(text.intro)}</p>${picture}${ol(text.steps.map(charged))}${outro}`,
  };
}

export const problemSolvingArticles: SeedArticle[] = TOPICS.map(({ topic, image, ...article }) => {
  const english = problemTexts['en-us'][topic];
  if (!english) throw new Error(`no English text for problem-solving topic ${topic}`);
  const translations: Translations = { 'en-us': articleText(english, image, 'en-US') };
  for (const locale of HelpLocale) {
    const text = problemTexts[locale][topic];
    if (text) translations[locale] = articleText(text, image, locale);
  }
  return { ...article, translations };
});
