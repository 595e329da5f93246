// The sign-out pages in the portal's languages (decision 1773): from the end-session request's
// ui_locales, else the sign-in page's language cookie, else Accept-Language; the "signed out" page
// after it in the same language. The provider's own form-post page (a sign-out with no provider
// session, a sign-in's answer as a form) in the same languages (decision 1777).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testDatabases, type TestApi } from '../test/test-api.ts';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/foundation.seed.ts';
import { authorizationRequest, CookieJar, signInThroughProvider } from './idp-flow.testing.ts';
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

  /**
   * Signs in (unless `signedIn` is false: the provider has no session to end), asks the provider to
   * sign out (no return address: its own "signed out" page) and confirms as the page does.
   */
  async function signOut(
    query: Record<string, string>,
    headers: Record<string, string> = {},
    signedIn = true,
  ) {
    const grant = signedIn
      ? await signInThroughProvider(api.app, DemoAccounts.dealer, DEMO_PASSWORD)
      : { jar: new CookieJar() };
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
    expect(page.body).toContain('<h1>Sie werden abgemeldet\u00a0…</h1>');
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

  it('draws the page of a sign-out with no provider session in German instead of its English one', async () => {
    const { page, success } = await signOut({ ui_locales: 'de' }, { 'accept-language': 'ja' }, false);
    expect(page.body).not.toContain('Submitting Callback');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<h1>Sie werden abgemeldet\u00a0…</h1>');
    expect(page.body).toContain('<noscript><button type="submit">Abmelden</button></noscript>');
    // The provider's own fields, once each: its anti-forgery secret and the whole sign-out.
    expect(page.body.match(/name="(xsrf|logout)"/g)).toEqual(['name="xsrf"', 'name="logout"']);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+'(;|$)/);
    expect(String(page.headers['set-cookie'])).toContain(`${SIGN_OUT_LANGUAGE_COOKIE}=de;`);
    expect(success.body).toContain('<h1>Sie sind abgemeldet.</h1>');
  });

  it("draws it in Japanese from the browser's Accept-Language", async () => {
    const { page, success } = await signOut({}, { 'accept-language': 'ja-JP, en;q=0.8' }, false);
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain('<h1>ログアウトしています…</h1>');
    expect(page.body).toContain('<noscript><button type="submit">ログアウト</button></noscript>');
    expect(success.body).toContain('<h1>ログアウトしました。</h1>');
  });

  it("sends a sign-in's answer as a form (response_mode=form_post) with a Japanese page", async () => {
    const { jar } = await signInThroughProvider(api.app, DemoAccounts.dealer, DEMO_PASSWORD);
    const { issuer, config } = api.app.ctx;
    const start = authorizationRequest(`${issuer.issuer}/auth`, issuer.clientId, config.publicUrl, {
      response_mode: 'form_post',
      ui_locales: 'ja',
    });
    const url = new URL(start.url);
    const page = await api.app.inject({ url: url.pathname + url.search, headers: { cookie: jar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Submitting Callback');
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain('<h1>Dealer Portal に戻っています…</h1>');
    expect(page.body).toContain('<noscript><button type="submit">続行</button></noscript>');
    expect(page.body).toContain(`<form method="post" action="${start.redirectUri}">`);
    expect(page.body).toMatch(/<input type="hidden" name="code" value="[^"]+"\/>/);
    expect(page.body).toContain(`<input type="hidden" name="state" value="${start.state}"/>`);
  });
});
