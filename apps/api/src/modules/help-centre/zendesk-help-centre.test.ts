// The Zendesk adapter against a local HTTP peer that answers like the Help Center API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { ZendeskHelpCentre } from './zendesk-help-centre.ts';

const article = (id: number, locale: string, extra: object = {}) => ({
  id,
  url: `https://acme.zendesk.com/api/v2/help_center/${locale}/articles/${id}.json`,
  html_url: '',
  author_id: 1,
  comments_disabled: true,
  draft: false,
  promoted: false,
  position: 0,
  vote_sum: 0,
  vote_count: 0,
  section_id: 500,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-02-01T00:00:00Z',
  name: `Article ${id}`,
  title: `Article ${id}`,
  source_locale: 'en-us',
  locale,
  outdated: false,
  label_names: ['error_code:0x0101', 'category:motor'],
  body: `<p>Body ${id}</p>`,
  ...extra,
});

describe('Zendesk Help Center adapter', () => {
  let server: http.Server;
  let kb: ZendeskHelpCentre;
  const requests: { method: string; url: string; auth: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
        const json = (status: number, payload: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const url = new URL(req.url!, origin);
        if (
          req.headers.authorization !== `Basic ${Buffer.from('bot@acme.com/token:secret').toString('base64')}`
        )
          return json(401, { error: 'Couldn’t authenticate you' });
        switch (url.pathname) {
          case '/api/v2/help_center/locales.json':
            return json(200, { locales: ['en-us', 'zh-tw', 'de'], default_locale: 'en-us' });
          case '/api/v2/help_center/zh-tw/categories.json':
            return url.searchParams.get('page') === '2'
              ? json(200, {
                  categories: [
                    {
                      id: 2,
                      name: '常見問題',
                      description: null,
                      locale: 'zh-tw',
                      position: 1,
                      updated_at: '2026-01-02T00:00:00Z',
                    },
                  ],
                  next_page: null,
                })
              : json(200, {
                  categories: [
                    {
                      id: 1,
                      name: '錯誤代碼',
                      description: '說明',
                      locale: 'zh-tw',
                      position: 0,
                      updated_at: '2026-01-01T00:00:00Z',
                    },
                  ],
                  next_page: `${origin}/api/v2/help_center/zh-tw/categories.json?page=2&per_page=100`,
                });
          case '/api/v2/help_center/en-us/sections.json':
            return json(200, {
              sections: [
                {
                  id: 500,
                  category_id: 1,
                  name: 'Motor',
                  description: '',
                  locale: 'en-us',
                  position: 3,
                  updated_at: '2026-01-01T00:00:00Z',
                },
              ],
              next_page: null,
            });
          case '/api/v2/help_center/en-us/categories/1/articles.json':
            return json(200, {
              articles: [article(10, 'en-us'), article(11, 'en-us', { draft: true })],
              next_page: null,
            });
          case '/api/v2/help_center/zh-tw/sections/500/articles.json':
            return json(200, { articles: [article(10, 'zh-tw')], next_page: null });
          case '/api/v2/help_center/en-us/articles/10.json':
            return json(200, { article: article(10, 'en-us') });
          case '/api/v2/help_center/articles/search.json':
            return json(200, {
              results: [
                {
                  ...article(10, url.searchParams.get('locale') ?? 'en-us'),
                  snippet: 'motor <em>overheats</em>',
                  result_type: 'article',
                },
              ],
              count: 1,
            });
          case '/api/v2/tickets.json':
            return json(201, { ticket: { id: 4711, status: 'new' } });
          default:
            return json(404, { error: 'RecordNotFound' });
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    kb = new ZendeskHelpCentre({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      email: 'bot@acme.com',
      apiToken: 'secret',
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads locales, paged categories and sections into the portal’s shapes', async () => {
    expect(await kb.languages()).toEqual([
      { locale: 'en-us', name: 'English (US)', default: true },
      { locale: 'zh-tw', name: '繁體中文 (台灣)', default: false },
      { locale: 'de', name: 'Deutsch', default: false },
    ]);
    const categories = await kb.categories('zh-tw');
    expect(categories.map((c) => [c.id, c.name, c.description])).toEqual([
      [1, '錯誤代碼', '說明'],
      [2, '常見問題', ''],
    ]);
    expect(
      requests.find((r) => r.url.startsWith('/api/v2/help_center/zh-tw/categories.json'))!.url,
    ).toContain('per_page=100');
    expect(await kb.sections('en-us')).toEqual([
      {
        id: 500,
        category_id: 1,
        name: 'Motor',
        description: '',
        locale: 'en-us',
        position: 3,
        updated_at: '2026-01-01T00:00:00Z',
      },
    ]);
  });

  it('reads articles (drafts left out), one article, and search results', async () => {
    const list = await kb.categoryArticles(1, 'en-us');
    expect(list.map((a) => a.id)).toEqual([10]);
    expect(list[0]).toEqual({
      id: 10,
      title: 'Article 10',
      body: '<p>Body 10</p>',
      label_names: ['error_code:0x0101', 'category:motor'],
      section_id: 500,
      locale: 'en-us',
      position: 0,
      promoted: false,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-02-01T00:00:00Z',
    });
    expect((await kb.sectionArticles(500, 'zh-tw'))[0]!.locale).toBe('zh-tw');
    expect((await kb.article(10, 'en-us'))?.title).toBe('Article 10');
    expect(await kb.article(99, 'en-us')).toBeUndefined();
    const found = await kb.search('overheat', 'zh-tw');
    expect(found[0]).toMatchObject({ id: 10, locale: 'zh-tw', snippet: 'motor overheats' });
    expect(requests.at(-1)!.url).toBe(
      '/api/v2/help_center/articles/search.json?query=overheat&per_page=50&locale=zh-tw',
    );
  });

  it('creates a ticket with the requester and tags', async () => {
    const id = await kb.createTicket({
      subject: 'Help',
      body: 'Text',
      requesterEmail: 'dealer@example.com',
      requesterName: 'Dana',
      tags: ['dealer_portal'],
    });
    expect(id).toBe('4711');
    const sent = requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(JSON.parse(sent.body)).toEqual({
      ticket: {
        subject: 'Help',
        comment: { body: 'Text' },
        requester: { email: 'dealer@example.com', name: 'Dana' },
        tags: ['dealer_portal'],
      },
    });
  });

  it('maps Zendesk failures to catalogue codes', async () => {
    const wrongToken = new ZendeskHelpCentre({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      email: 'bot@acme.com',
      apiToken: 'wrong',
    });
    await expect(wrongToken.categories('en-us')).rejects.toMatchObject({ code: 500000 });
    await expect(kb.sectionArticles(999, 'en-us')).rejects.toMatchObject({ code: 404000 });
    const down = new ZendeskHelpCentre({
      baseUrl: 'http://127.0.0.1:1',
      email: 'a',
      apiToken: 'b',
      timeoutMs: 2000,
    });
    await expect(down.languages()).rejects.toBeInstanceOf(AppError);
  });
});
