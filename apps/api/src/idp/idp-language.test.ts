// The sign-in page in the portal's languages: opened in the portal's language (ui_locales), switched
// on the page (?lang=, kept in a cookie the portal reads), errors in the same words with their code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testDatabases, type TestApi } from '../test/test-api.ts';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { authorizationRequest, CookieJar } from './idp-flow.testing.ts';
import { chooseLanguage, languageOf, SIGN_IN_LANGUAGE_COOKIE } from './idp-messages.ts';

describe('sign-in page language choice', () => {
  it('reads portal language tags', () => {
    expect(languageOf('de-DE')).toBe('de');
    expect(languageOf('zh-Hant-TW')).toBe('zh-TW');
    expect(languageOf('zh-CN')).toBeUndefined();
    expect(languageOf('xx')).toBeUndefined();
  });

  it('prefers the choice on the page, then the kept choice, then the portal, then English', () => {
    expect(chooseLanguage({ query: 'ja', cookie: 'de', uiLocales: 'fr' })).toBe('ja');
    expect(chooseLanguage({ cookie: 'de', uiLocales: 'fr' })).toBe('de');
    expect(chooseLanguage({ uiLocales: 'xx fr-FR' })).toBe('fr');
    expect(chooseLanguage({ query: 'klingon' })).toBe('en');
  });
});

describe.each(testDatabases().slice(0, 1))('sign-in page languages on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  async function openSignIn(extra: Record<string, string> = {}) {
    const { ctx } = api.app;
    const start = authorizationRequest(
      `${ctx.issuer.issuer}/auth`,
      ctx.issuer.clientId,
      ctx.config.publicUrl,
      extra,
    );
    const jar = new CookieJar();
    const auth = await api.app.inject({ url: new URL(start.url).pathname + new URL(start.url).search });
    jar.store(auth);
    return { jar, pagePath: auth.headers.location as string };
  }

  it("opens in the portal's language and links to the reset page in it", async () => {
    const { jar, pagePath } = await openSignIn({ ui_locales: 'de' });
    const page = await api.app.inject({ url: pagePath, headers: { cookie: jar.header() } });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<label for="email">E-Mail-Adresse</label>');
    expect(page.body).toContain('<summary><span class="lang-label">Sprache:</span> Deutsch</summary>');
    expect(page.body).toContain(
      'href="http://localhost:8080/forgot-password?lang=de">Passwort vergessen?</a>',
    );
    // All twelve languages are offered, each named in itself.
    expect(page.body.match(/hreflang="/g)).toHaveLength(12);
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('switches on the page, keeps the choice and answers errors in it with their code', async () => {
    const { jar, pagePath } = await openSignIn({ ui_locales: 'en' });
    const page = await api.app.inject({ url: `${pagePath}?lang=ja`, headers: { cookie: jar.header() } });
    expect(page.body).toContain('<html lang="ja">');
    expect(String(page.headers['set-cookie'])).toContain(`${SIGN_IN_LANGUAGE_COOKIE}=ja; Path=/`);
    jar.store(page);
    const wrong = await api.app.inject({
      method: 'POST',
      url: `${pagePath}/login`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: DemoAccounts.dealer, password: 'wrong-password1' }).toString(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('メールアドレスまたはパスワードが正しくありません。');
    expect(wrong.body).toContain('<small class="code">エラーコード 401700</small>');
  });
});
