// The password-reset mail in the language the reset was asked in (decision 1774): the portal's
// language sent with the request, else Accept-Language, else English; the code, the link to the
// reset page and the HTML escaping the same in every language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { Language, PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { mailOutbox } from '../../db/tables/index.ts';
import { createUser } from '../../identity/identity.testing.ts';
import { resetMail } from './reset-mail.ts';

describe('reset mail texts', () => {
  it('is translated in every language and keeps code, link and escaping', () => {
    const english = resetMail('a@example.com', '042917', 'http://portal', 15, 'en');
    for (const language of Language) {
      const mail = resetMail("o'neil+x@example.com", '042917', 'https://p.example/"x"', 15, language);
      if (language !== 'en') {
        expect(mail.subject, language).not.toBe(english.subject);
        expect(mail.text.split('\n')[2], language).not.toBe(english.text.split('\n')[2]);
      }
      expect(mail.text, language).toMatch(/\b042917\b/);
      expect(mail.text, language).toMatch(/\b15\b/);
      expect(mail.text, language).toContain(
        'https://p.example/"x"/forgot-password?email=o%27neil%2Bx%40example.com',
      );
      expect(mail.text, language).not.toMatch(/\{(code|minutes)\}/);
      expect(mail.html, language).toContain(`<div lang="${language}">`);
      expect(mail.html, language).toMatch(/<strong[^>]*>042917<\/strong>/);
      expect(mail.html, language).toContain(
        '<a href="https://p.example/&quot;x&quot;/forgot-password?email=o%27neil%2Bx%40example.com">',
      );
    }
  });
});

describe.each(testDatabases().slice(0, 1))('reset mail language on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  async function askForReset(body: Record<string, string>, headers: Record<string, string> = {}) {
    const user = await createUser(api.database.db, { password: 'Forgotten-1' });
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/user/forgot_password',
      headers: { 'content-type': 'application/json', [PORTAL_VERSION_HEADER]: PORTAL_VERSION, ...headers },
      payload: JSON.stringify({ username: user.email, ...body }),
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email))
      .orderBy(desc(mailOutbox.id));
    const code = /\b(\d{6})\b/.exec(mail!.textBody)![1]!;
    return {
      mail: mail!,
      code,
      link: `http://localhost:8080/forgot-password?email=${encodeURIComponent(user.email)}`,
    };
  }

  it("writes in the portal's language sent with the request, before Accept-Language", async () => {
    const { mail, code, link } = await askForReset({ language: 'de' }, { 'accept-language': 'ja' });
    expect(mail.subject).toBe('Ihr Code zum Zurücksetzen des Passworts für das Dealer Portal');
    expect(mail.textBody).toContain(
      `Ihr Code zum Zurücksetzen des Passworts für das Dealer Portal lautet ${code}.`,
    );
    expect(mail.textBody).toContain('Er ist 15 Minuten gültig.');
    expect(mail.textBody).toContain(link);
    expect(mail.htmlBody).toContain('<div lang="de"><p>Hallo,</p>');
    expect(mail.htmlBody).toContain(`>Neues Passwort im Dealer Portal festlegen</a>`);
  });

  it('writes in Finnish and in traditional Chinese', async () => {
    const fi = await askForReset({ language: 'fi' });
    expect(fi.mail.subject).toBe('Dealer Portalin salasanan palautuskoodisi');
    expect(fi.mail.textBody).toContain(`Dealer Portalin salasanan palautuskoodisi on ${fi.code}.`);
    expect(fi.mail.htmlBody).toContain('Se on voimassa 15 minuuttia.');
    const zh = await askForReset({ language: 'zh-TW' });
    expect(zh.mail.subject).toBe('您的 Dealer Portal 密碼重設代碼');
    expect(zh.mail.textBody).toContain(`您的 Dealer Portal 密碼重設代碼為 ${zh.code}。`);
    expect(zh.mail.textBody).toContain(zh.link);
    expect(zh.mail.htmlBody).toContain('此代碼在 15 分鐘內有效。');
  });

  it("falls back to the browser's Accept-Language, then English", async () => {
    const ja = await askForReset({}, { 'accept-language': 'pt-BR, ja-JP;q=0.8, en;q=0.5' });
    expect(ja.mail.subject).toBe('Dealer Portal のパスワード再設定コード');
    expect(ja.mail.textBody).toContain(`Dealer Portal のパスワード再設定コードは ${ja.code} です。`);
    expect(ja.mail.htmlBody).toContain('<div lang="ja">');
    const en = await askForReset({});
    expect(en.mail.subject).toBe('Your Dealer Portal password reset code');
    expect(en.mail.textBody).toContain(`password reset code is ${en.code}.`);
  });

  it('refuses a language the portal does not speak', async () => {
    const user = await createUser(api.database.db);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/user/forgot_password',
      headers: { 'content-type': 'application/json', [PORTAL_VERSION_HEADER]: PORTAL_VERSION },
      payload: JSON.stringify({ username: user.email, language: 'pt' }),
    });
    expect(res.json().code).toBe(400700);
  });
});
