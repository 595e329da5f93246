// What the /zendesk/* calls return, shaped like Zendesk's Help Center API objects so the portal
// reads the built-in knowledge base and a real Zendesk instance the same way.
import { Type, type Static } from 'typebox';
import { HelpLocale } from '@dealer/contracts';
import { Enum } from '../../lib/schema.ts';

export const Locale = Enum(HelpLocale);
export type Locale = HelpLocale;
export const DEFAULT_LOCALE: Locale = 'en-us';

export const CategorySchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  description: Type.String(),
  locale: Type.String(),
  position: Type.Integer(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Category = Static<typeof CategorySchema>;

export const SectionSchema = Type.Object({
  id: Type.Number(),
  category_id: Type.Number(),
  name: Type.String(),
  description: Type.String(),
  locale: Type.String(),
  position: Type.Integer(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Section = Static<typeof SectionSchema>;

export const ArticleSchema = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  body: Type.String({ description: 'HTML' }),
  label_names: Type.Array(Type.String(), {
    description: 'tags such as error_code:0x0101 and category:motor',
  }),
  section_id: Type.Number(),
  locale: Type.String(),
  position: Type.Integer(),
  promoted: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Article = Static<typeof ArticleSchema>;

export const SearchResultSchema = Type.Intersect([ArticleSchema, Type.Object({ snippet: Type.String() })]);
export type SearchResult = Static<typeof SearchResultSchema>;

export const LanguageSchema = Type.Object({
  locale: Type.String(),
  name: Type.String(),
  default: Type.Boolean(),
});
export type Language = Static<typeof LanguageSchema>;

/** The knowledge base behind the /zendesk/* reads: built-in (database) or a Zendesk Help Center. */
export interface HelpCentre {
  readonly kind: 'built-in' | 'zendesk';
  languages(): Promise<Language[]>;
  categories(locale: Locale): Promise<Category[]>;
  sections(locale: Locale): Promise<Section[]>;
  categoryArticles(categoryId: number, locale: Locale): Promise<Article[]>;
  sectionArticles(sectionId: number, locale: Locale): Promise<Article[]>;
  /** The article in the locale; undefined when it does not exist. */
  article(id: number, locale: Locale): Promise<Article | undefined>;
  search(query: string, locale: Locale | undefined): Promise<SearchResult[]>;
}

export const LanguageNames: Record<HelpLocale, string> = {
  'en-us': 'English (US)',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  nl: 'Nederlands',
  da: 'Dansk',
  sv: 'Svenska',
  fi: 'Suomi',
  ja: '日本語',
  ko: '한국어',
  'zh-tw': '繁體中文 (台灣)',
};

/** Plain text of an HTML body, for snippets and mails. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Generic articles plus those of the given brand; every article when no brand is given. */
export function forBrand<T extends { label_names: string[] }>(
  articles: T[],
  brandId: number | undefined,
): T[] {
  if (brandId === undefined) return articles;
  return articles.filter((a) => {
    const brands = a.label_names.filter((l) => l.startsWith('brand:'));
    return brands.length === 0 || brands.includes(`brand:${brandId}`);
  });
}
