// Zendesk Help Center adapter: the same reads served by a Zendesk instance through its REST API
// (https://developer.zendesk.com/api-reference/help_center/help-center-api/), authenticated with
// an API token (`{email}/token:{token}`, HTTP Basic). Tickets go to the Support API.
import { AppError } from '../../lib/app-error.ts';
import {
  LanguageNames,
  textOf,
  type Article,
  type Category,
  type HelpCentre,
  type Language,
  type Locale,
  type Section,
  type SearchResult,
} from './help-centre.types.ts';

export interface ZendeskOptions {
  /** https://<subdomain>.zendesk.com (tests point it at a local HTTP peer). */
  baseUrl: string;
  email: string;
  apiToken: string;
  timeoutMs?: number;
}

interface ZdCategory {
  id: number;
  name: string;
  description?: string | null;
  locale: string;
  position?: number;
  updated_at: string;
}
interface ZdSection extends ZdCategory {
  category_id: number;
}
interface ZdArticle {
  id: number;
  title: string;
  body: string | null;
  label_names?: string[];
  section_id: number;
  locale: string;
  position?: number;
  promoted?: boolean;
  created_at: string;
  updated_at: string;
  draft?: boolean;
  snippet?: string;
}

const MAX_PAGES = 10;

export class ZendeskHelpCentre implements HelpCentre {
  readonly kind = 'zendesk';
  private readonly origin: string;
  private readonly auth: string;
  constructor(private readonly options: ZendeskOptions) {
    this.origin = new URL(options.baseUrl).origin;
    this.auth = `Basic ${Buffer.from(`${options.email}/token:${options.apiToken}`).toString('base64')}`;
  }

  /** A JSON call; a Zendesk 404 is our 404000, any other failure 500000 (details only in the log). */
  async request<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const url = path.startsWith('http') ? path : `${this.origin}${path}`;
    if (new URL(url).origin !== this.origin)
      throw new AppError(500000, undefined, `Zendesk pointed to a foreign origin: ${url}`);
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        authorization: this.auth,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    }).catch((err: unknown) => {
      throw new AppError(500000, undefined, `Zendesk unreachable: ${(err as Error).message}`);
    });
    if (res.status === 404) throw new AppError(404000);
    if (!res.ok)
      throw new AppError(
        500000,
        undefined,
        `Zendesk ${init.method ?? 'GET'} ${path} answered HTTP ${res.status}`,
      );
    return (await res.json()) as T;
  }

  /** Follows next_page links (same origin only) up to a bound, collecting one array field. */
  private async all<T>(path: string, field: string): Promise<T[]> {
    const out: T[] = [];
    let next: string | null = `${path}${path.includes('?') ? '&' : '?'}per_page=100`;
    for (let page = 0; next && page < MAX_PAGES; page++) {
      const body: Record<string, unknown> = await this.request<Record<string, unknown>>(next);
      out.push(...((body[field] as T[] | undefined) ?? []));
      next = typeof body.next_page === 'string' ? body.next_page : null;
    }
    return out;
  }

  async languages(): Promise<Language[]> {
    const body = await this.request<{ locales: string[]; default_locale: string }>(
      '/api/v2/help_center/locales.json',
    );
    return body.locales.map((locale) => ({
      locale,
      name: (LanguageNames as Record<string, string | undefined>)[locale] ?? locale,
      default: locale === body.default_locale,
    }));
  }

  async categories(locale: Locale): Promise<Category[]> {
    return (await this.all<ZdCategory>(`/api/v2/help_center/${locale}/categories.json`, 'categories')).map(
      toCategory,
    );
  }

  async sections(locale: Locale): Promise<Section[]> {
    return (await this.all<ZdSection>(`/api/v2/help_center/${locale}/sections.json`, 'sections')).map(
      (s) => ({ ...toCategory(s), category_id: s.category_id }),
    );
  }

  async categoryArticles(categoryId: number, locale: Locale): Promise<Article[]> {
    return (
      await this.all<ZdArticle>(
        `/api/v2/help_center/${locale}/categories/${categoryId}/articles.json`,
        'articles',
      )
    )
      .filter((a) => !a.draft)
      .map(toArticle);
  }

  async sectionArticles(sectionId: number, locale: Locale): Promise<Article[]> {
    return (
      await this.all<ZdArticle>(
        `/api/v2/help_center/${locale}/sections/${sectionId}/articles.json`,
        'articles',
      )
    )
      .filter((a) => !a.draft)
      .map(toArticle);
  }

  async article(id: number, locale: Locale): Promise<Article | undefined> {
    try {
      return toArticle(
        (await this.request<{ article: ZdArticle }>(`/api/v2/help_center/${locale}/articles/${id}.json`))
          .article,
      );
    } catch (err) {
      if (err instanceof AppError && err.code === 404000) return undefined;
      throw err;
    }
  }

  async search(query: string, locale: Locale | undefined): Promise<SearchResult[]> {
    const params = new URLSearchParams({ query, per_page: '50', ...(locale ? { locale } : {}) });
    const body = await this.request<{ results: ZdArticle[] }>(
      `/api/v2/help_center/articles/search.json?${params.toString()}`,
    );
    return body.results.map((a) => ({ ...toArticle(a), snippet: textOf(a.snippet ?? '') }));
  }

  /** Creates a Support ticket; returns its id. */
  async createTicket(ticket: {
    subject: string;
    body: string;
    requesterEmail: string;
    requesterName: string;
    tags: string[];
  }): Promise<string> {
    const res = await this.request<{ ticket: { id: number } }>('/api/v2/tickets.json', {
      method: 'POST',
      body: {
        ticket: {
          subject: ticket.subject,
          comment: { body: ticket.body },
          requester: { email: ticket.requesterEmail, name: ticket.requesterName },
          tags: ticket.tags,
        },
      },
    });
    return String(res.ticket.id);
  }
}

const toCategory = (c: ZdCategory): Category => ({
  id: c.id,
  name: c.name,
  description: c.description ?? '',
  locale: c.locale,
  position: c.position ?? 0,
  updated_at: c.updated_at,
});

const toArticle = (a: ZdArticle): Article => ({
  id: a.id,
  title: a.title,
  body: a.body ?? '',
  label_names: a.label_names ?? [],
  section_id: a.section_id,
  locale: a.locale,
  position: a.position ?? 0,
  promoted: a.promoted ?? false,
  created_at: a.created_at,
  updated_at: a.updated_at,
});
