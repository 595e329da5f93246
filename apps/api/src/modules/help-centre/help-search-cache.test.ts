// Search answers are kept per process for one reference-data version (decision 1304): a repeated
// search is answered from memory, and a change to an article's translation is seen by the next search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { helpArticleTranslations } from '../../db/tables/index.ts';
import { nextCacheNotification } from '../../test/cache-notification.ts';

describe.each(testDatabases())('help-centre search answers on %s', (kind) => {
  let api: TestApi;
  let headers: Record<string, string>;
  const search = async (query: string) => {
    const res = await api.app.inject({
      url: `/api/zendesk/article?query=${encodeURIComponent(query)}&language=en-us`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().result as { id: number; title: string }[];
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    headers = await api.auth(DemoAccounts.dealer);
  });
  afterAll(() => api.close());

  it('answers a repeated search alike and sees an edited article at the next search', async () => {
    const first = await search('battery');
    expect(first.length).toBeGreaterThan(0);
    expect(await search('battery')).toEqual(first);
    const { id } = first[0]!;
    const where = and(eq(helpArticleTranslations.articleId, id), eq(helpArticleTranslations.locale, 'en-us'));
    const notified = await nextCacheNotification(api.database, 'reference');
    await api.database.db
      .update(helpArticleTranslations)
      .set({ title: 'Battery care, revised' })
      .where(where);
    // The version arrives by notification; the next search after it sees the new title.
    await notified();
    expect((await search('battery')).find((a) => a.id === id)?.title).toBe('Battery care, revised');
  });
});
