// The sign-out pages in the portal's languages (decision 1773): from the end-session request's
// ui_locales, else the sign-in page's language cookie, else Accept-Language; the "signed out" page
// after it in the same language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testDatabases, type TestApi } from '../test/test-api.ts';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/foundation.seed.ts';
import { signInThroughProvider } from './idp-flow.testing.ts';
import { SIGN_OUT_LANGUAGE_COOKIE, signOutLanguage } from './idp-sign-out.ts';

describe('sign-out page language choice', () => {
  it('prefers ui_locales, then the sign-in cookie, then Accept-Language, then English', () => {
    const all = { uiLocales: 'xx ko', cookie: 'de', acceptLanguage: 'fi, en;q=0.5' };
    expect(signOutLanguage(all)).toBe('ko');
    expect(signOutLanguage({ ...all, uiLocales: undefined })).toBe('de');
    expect(signOutLanguage({ acceptLanguage: 'zh-CN, zh-TW;q=0.8, en;q=0.5' })).toBe('zh-TW');
    expect(signOutLanguage({ acceptLanguage: 'pt-BR' })).toBe('en');
  });
});

describe.each(testDatabases().slice(0, 1))('sign-out pages on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  /** Signs in, asks the provider to sign out (no return address: its own "signed out" page). */
  async function signOut(query: Record<string, string>, headers: Record<string, string> = {}) {
    const grant = await signInThroughProvider(api.app, DemoAccounts.dealer, DEMO_PASSWORD);
    const params = new URLSearchParams({ client_id: api.app.ctx.issuer.clientId, ...query });
    const page = await api.app.inject({
      url: `/idp/session/end?${params.toString()}`,
      headers: { ...headers, cookie: grant.jar.header() },
    });
    grant.jar.store(page);
    expect(page.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const confirm = await api.app.inject({
      method: 'POST',
      url: '/idp/session/end/confirm',
      headers: {
        ...headers,
        cookie: grant.jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    grant.jar.store(confirm);
    expect(confirm.statusCode).toBe(303);
    const success = await api.app.inject({
      url: new URL(confirm.headers.location as string).pathname,
      headers: { ...headers, cookie: grant.jar.header() },
    });
    return { page, success };
  }

  it('speaks German when the portal sends ui_locales=de', async () => {
    const { page, success } = await signOut({ ui_locales: 'de' }, { 'accept-language': 'ja' });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<title>Abmeldung · Dealer Portal</title>');
    expect(page.body).toContain('<h1>Sie werden abgemeldet …</h1>');
    expect(page.body).toContain('<noscript><button type="submit">Abmelden</button></noscript>');
    // The language goes along to the next page only, on the end-session path.
    expect(String(page.headers['set-cookie'])).toContain(
      `${SIGN_OUT_LANGUAGE_COOKIE}=de; path=/idp/session/end;`,
    );
    expect(success.statusCode).toBe(200);
    expect(success.body).toContain('<html lang="de">');
    expect(success.body).toContain('<h1>Sie sind abgemeldet.</h1>');
    expect(success.body).toContain('<a href="http://localhost:8080/login">Zurück zum Dealer Portal</a>');
  });

  it("speaks Japanese from the browser's Accept-Language when nothing else tells", async () => {
    const { page, success } = await signOut({}, { 'accept-language': 'fr;q=0.5, ja-JP, en;q=0.8' });
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain('<h1>ログアウトしています…</h1>');
    expect(page.body).toContain('<button type="submit">ログアウト</button>');
    expect(success.body).toContain('<html lang="ja">');
    expect(success.body).toContain('<h1>ログアウトしました。</h1>');
    expect(success.body).toContain('>Dealer Portal に戻る</a>');
  });

  it('stays English without any hint', async () => {
    const { page, success } = await signOut({});
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<button type="submit">Sign out</button>');
    expect(success.body).toContain('<h1>You are signed out.</h1>');
  });
});
