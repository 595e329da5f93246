import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BAFANG_DOCUMENTED_CODES,
  bafangDtc,
  DemoErrorCodes,
  HelpCategoryId,
  HelpCategoryOrder,
  HelpLocale,
  parseArticleTags,
  PORTAL_VERSION,
  SPECIAL_BRAND_ID,
} from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { helpArticleTranslations, helpTickets, mailOutbox } from '../../db/tables/index.ts';
import { SECTIONS } from './content/kb-structure.ts';
import { knowledgeBaseArticles, seedHelpCentre } from '../../db/seed/help-centre.seed.ts';
import { seedRecords } from '../../db/seed/records.seed.ts';

type Article = {
  id: number;
  title: string;
  body: string;
  label_names: string[];
  locale: string;
  section_id: number;
};

describe.each(testDatabases())('built-in help centre on %s', (kind) => {
  let api: TestApi;
  let headers: Record<string, string>;
  const get = (url: string, h: Record<string, string> = headers) =>
    api.app.inject({ url: `/api${url}`, headers: h });

  beforeAll(async () => {
    api = await createTestApi(kind);
    headers = await api.auth(DemoAccounts.dealer);
  });
  afterAll(() => api.close());

  it('lists the eight fixed categories in display order, in the asked language, and the twelve languages', async () => {
    const en = (await get('/zendesk/category')).json().result;
    expect(en.map((c: { id: number }) => c.id)).toEqual(HelpCategoryOrder.map((k) => HelpCategoryId[k]));
    const zh = (await get('/zendesk/category?language=zh-tw')).json().result;
    expect(zh.find((c: { id: number }) => c.id === HelpCategoryId.errorCode)).toMatchObject({
      name: '錯誤代碼',
      locale: 'zh-tw',
    });
    expect((await get('/zendesk/category?language=pt-br')).json().code).toBe(400700);
    const languages = (await get('/zendesk/language')).json().result;
    expect(languages.map((l: { locale: string }) => l.locale).sort()).toEqual([...HelpLocale].sort());
  });

  it('lists sections, optionally of one category', async () => {
    const all = (await get('/zendesk/section')).json().result;
    expect(all.length).toBe(Object.keys(SECTIONS).length);
    const errorSections = (await get(`/zendesk/section?category_id=${HelpCategoryId.errorCode}`)).json()
      .result;
    expect(errorSections.length).toBe(3);
    expect(
      errorSections.every((s: { category_id: number }) => s.category_id === HelpCategoryId.errorCode),
    ).toBe(true);
  });

  it('has one article per HMI error code and per documented Bafang code, tagged, with rider and mechanic guidance in both languages', async () => {
    for (const language of ['en-us', 'zh-tw']) {
      const res = await get(`/zendesk/category/${HelpCategoryId.errorCode}/article?language=${language}`);
      const articles = res.json().result as Article[];
      const codes = articles.map((a) => parseArticleTags(a.label_names).errorCode);
      expect(codes.sort()).toEqual(
        [
          ...DemoErrorCodes.map((e) => e.code),
          ...BAFANG_DOCUMENTED_CODES.map((c) => bafangDtc(c.code)),
        ].sort(),
      );
      for (const a of articles) {
        expect(a.locale).toBe(language);
        expect(parseArticleTags(a.label_names).category).toBeTruthy();
        expect(a.body).toContain(language === 'en-us' ? 'What the mechanic does' : '技師處理方式');
      }
    }
    expect((await get('/zendesk/category/123/article')).json().code).toBe(404000);
    expect((await get('/zendesk/category/abc/article')).json().code).toBe(400700);
  });

  it('reads a section’s articles and one article by language', async () => {
    const section = SECTIONS.psSerial.id;
    expect((await get(`/zendesk/section/${section}/article`)).json().code).toBe(400700);
    const zh = (await get(`/zendesk/section/${section}/article?language=zh-tw`)).json().result as Article[];
    expect(zh.length).toBe(2);
    const atlas = zh.find((a) => a.label_names.includes(`brand:${SPECIAL_BRAND_ID}`))!;
    expect(atlas.title).toContain('Atlas Exclusive');
    const en = (await get(`/zendesk/article/${atlas.id}?language=en-us`)).json().result as Article;
    expect(en).toMatchObject({ id: atlas.id, locale: 'en-us', section_id: section });
    expect((await get('/zendesk/article/999999999')).json().code).toBe(404000);
    expect((await get(`/zendesk/section/999/article?language=en-us`)).json().code).toBe(404000);
  });

  it('shows the brand-specific serial-number article only for its brand when a brand is given', async () => {
    const titles = async (query: string) =>
      (
        (await get(`/zendesk/section/${SECTIONS.psSerial.id}/article?language=en-us${query}`)).json()
          .result as Article[]
      ).map((a) => a.title);
    const atlas = 'Where to find the frame number on Atlas Exclusive bikes';
    const generic = 'Where to find the frame number (serial number)';
    expect(await titles('')).toEqual([generic, atlas]);
    expect(await titles(`&brand_id=${SPECIAL_BRAND_ID}`)).toEqual([generic, atlas]);
    expect(await titles('&brand_id=1')).toEqual([generic]);
    expect(
      (await get(`/zendesk/section/${SECTIONS.psSerial.id}/article?language=en-us&brand_id=x`)).json().code,
    ).toBe(400700);
  });

  it('finds the Bafang speed-sensor article by the code the bridge reports (BF-21), in both languages', async () => {
    const en = (await get('/zendesk/article?query=BF-21&language=en-us')).json().result as Article[];
    expect(en[0]).toMatchObject({ title: 'BF-21 Bafang: Speed sensor' });
    expect(en[0]!.body).toContain('magnet');
    const zh = (await get('/zendesk/article?query=BF-21&language=zh-tw')).json().result as Article[];
    expect(zh[0]!.title).toBe('BF-21 Bafang：速度感測器');
  });

  it('searches by words, stems, error codes and Chinese text', async () => {
    const byCode = (await get('/zendesk/article?query=0x0201')).json().result as Article[];
    expect(parseArticleTags(byCode[0]!.label_names).errorCode).toBe('0x0201');
    const stemmed = (await get('/zendesk/article?query=cooling%20temperatures&language=en-us')).json()
      .result as Article[];
    expect(stemmed.map((a) => parseArticleTags(a.label_names).errorCode)).toContain('0x0101');
    const release = (await get(`/zendesk/article?query=${PORTAL_VERSION}`)).json().result as Article[];
    expect(release.map((a) => a.title)).toContain(`Dealer portal ${PORTAL_VERSION}`);
    const chinese = (await get(`/zendesk/article?query=${encodeURIComponent('電池')}&language=zh-tw`)).json()
      .result as (Article & { snippet: string })[];
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.every((a) => a.locale === 'zh-tw')).toBe(true);
    expect(chinese[0]!.snippet).toContain('電池');
    expect((await get('/zendesk/article?query=zzqqxxnotaword')).json().result).toEqual([]);
    expect((await get('/zendesk/article')).json().code).toBe(400700);
  });

  it('takes a contact-us ticket: stored and mailed to the service center with the diagnostic attached', async () => {
    const body = {
      service_center_id: 1,
      country: 'DE',
      brand_id: 1,
      region_id: 4,
      bike_model: 'Kestrel Trail 9',
      frame_number: 'WKT00240001',
      issue_category: 'error_code',
      message: 'Error 0x0101 keeps returning on flat rides.',
      diagnostic: { workspace_id: 7, active_error_codes: ['0x0101'] },
    };
    const res = await api.app.inject({ method: 'POST', url: '/api/zendesk/ticket', headers, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ mailed_to: 'support-eu@example.com', external_id: null });
    const [ticket] = await api.database.db
      .select()
      .from(helpTickets)
      .where(eq(helpTickets.id, res.json().result.id));
    expect(ticket).toMatchObject({ bikeShopId: 1, issueCategory: 'error_code', diagnostic: body.diagnostic });
    const [mail] = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ticket!.mailId!));
    expect(mail!.textBody).toContain('0x0101 keeps returning');
    expect((mail!.attachments as { filename: string }[])[0]!.filename).toBe('diagnostic.json');

    const send = (payload: object) =>
      api.app.inject({ method: 'POST', url: '/api/zendesk/ticket', headers, payload });
    expect((await send({ ...body, message: '' })).json().code).toBe(400700);
    expect((await send({ ...body, message: '  ' })).json().code).toBe(400700);
    expect((await send({ ...body, country: 'Germany' })).json().code).toBe(400700);
    expect((await send({ ...body, issue_category: 'gossip' })).json().code).toBe(400700);
    expect((await send({ ...body, service_center_id: 999 })).json().code).toBe(400701);
    expect((await send({ ...body, country: 'ZZ' })).json().code).toBe(400701);
    expect((await send({ ...body, region_id: 999 })).json().code).toBe(400701);
  });

  it('seeds idempotently: a second run adds nothing', async () => {
    const count = async () => {
      const rows = await api.database.sql.query<{ t: string; n: number }>(
        `SELECT 'articles' AS t, count(*)::int AS n FROM help_articles UNION ALL SELECT 'translations', count(*)::int FROM help_article_translations
         UNION ALL SELECT 'cases', count(*)::int FROM cases UNION ALL SELECT 'book', count(*)::int FROM service_book_entries`,
      );
      return Object.fromEntries(rows.map((r) => [r.t, r.n]));
    };
    const before = await count();
    const translations = knowledgeBaseArticles().reduce((n, a) => n + Object.keys(a.translations).length, 0);
    expect(before.translations).toBe(translations);
    await seedHelpCentre(api.database.db);
    await seedRecords(api.database.db);
    expect(await count()).toEqual(before);
  });

  it('re-seeding rewrites an article text the seed has changed since, and only that one', async () => {
    // A database seeded before decision 1781 still calls the program "System-Bridge" in German.
    const { id } = knowledgeBaseArticles().find((a) => a.translations.de?.title.includes('System Bridge'))!;
    const t = helpArticleTranslations;
    const which = (locale: HelpLocale) => and(eq(t.articleId, id), eq(t.locale, locale));
    const row = async (locale: HelpLocale) =>
      (await api.database.db.select().from(t).where(which(locale)))[0]!;
    const seeded = await row('de');
    const english = await row('en-us');
    await api.database.db
      .update(t)
      .set({ title: seeded.title.replace('System Bridge', 'System-Bridge') })
      .where(which('de'));
    await seedHelpCentre(api.database.db);
    const reseeded = await row('de');
    expect(reseeded.title).toBe(seeded.title);
    expect(reseeded.updatedAt.getTime()).toBeGreaterThan(seeded.updatedAt.getTime());
    expect((await row('en-us')).updatedAt).toEqual(english.updatedAt);
  });

  it('ends the help-centre session', async () => {
    const res = await api.app.inject({ method: 'DELETE', url: '/api/zendesk/session', headers });
    expect(res.json()).toEqual({ result: { ended: true } });
  });

  it('serves the knowledge base’s own images without a token and refuses every other address', async () => {
    const article = (await get(`/zendesk/section/${SECTIONS.psSerial.id}/article?language=en-us`)).json()
      .result[0] as Article;
    const src = /<img src="([^"]+)"/.exec(article.body)![1]!;
    expect(src.startsWith(`${api.config.publicUrl}/hc/article_attachments/`)).toBe(true);
    const media = await api.app.inject({ url: `/api/zendesk/media?img_url=${encodeURIComponent(src)}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/svg+xml');
    expect(media.headers['content-security-policy']).toContain('sandbox');
    expect(media.body).toContain('<svg');

    const refused = [
      'https://evil.example.com/hc/article_attachments/serial-location-frame.svg',
      'http://127.0.0.1:8080/hc/article_attachments/serial-location-frame.svg',
      'http://127.0.0.1/latest',
      'http://10.0.0.5/hc/article_attachments/serial-location-frame.svg',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:8080/hc/article_attachments/serial-location-frame.svg',
      'http://[::ffff:127.0.0.1]/x.png',
      'file:///etc/passwd',
      'http://user:pw@localhost:8080/hc/article_attachments/serial-location-frame.svg',
      `${api.config.publicUrl}/hc/article_attachments/../../etc/passwd`,
      'not a url',
    ];
    for (const url of refused) {
      const res = await api.app.inject({ url: `/api/zendesk/media?img_url=${encodeURIComponent(url)}` });
      expect([res.statusCode, res.json().code], url).toEqual([400, 400700]);
    }
    const missing = await api.app.inject({
      url: `/api/zendesk/media?img_url=${encodeURIComponent(`${api.config.publicUrl}/hc/article_attachments/nothing-here.png`)}`,
    });
    expect(missing.json().code).toBe(404000);
  });
});
