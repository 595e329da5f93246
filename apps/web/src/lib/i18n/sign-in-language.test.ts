// The language picked on the sign-in page reaches the portal once, through its cookie.
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from './i18n.ts';
import { adoptSignInLanguage, SIGN_IN_LANGUAGE_COOKIE, takeSignInLanguage } from './sign-in-language.ts';

afterEach(async () => {
  document.cookie = `${SIGN_IN_LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  await setLanguage('en', { persist: false });
});

describe('sign-in language', () => {
  it('adopts the language chosen on the sign-in page and forgets the cookie', async () => {
    document.cookie = `${SIGN_IN_LANGUAGE_COOKIE}=ja; Path=/`;
    await adoptSignInLanguage();
    expect(currentLanguage()).toBe('ja');
    expect(localStorage.getItem('lang')).toBe('ja');
    expect(document.cookie).not.toContain(SIGN_IN_LANGUAGE_COOKIE);
  });

  it('ignores a value that is not a portal language', () => {
    document.cookie = `${SIGN_IN_LANGUAGE_COOKIE}=klingon; Path=/`;
    expect(takeSignInLanguage()).toBeNull();
    expect(takeSignInLanguage()).toBeNull();
  });
});
