// An article's text per help locale: English always (the source and the fallback), the others as
// they are written. See docs/decisions/1751.
import type { HelpLocale } from '@dealer/contracts';

export interface ArticleText {
  title: string;
  body: string;
}

export type Translations = { 'en-us': ArticleText } & Partial<Record<HelpLocale, ArticleText>>;

export const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
