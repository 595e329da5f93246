// The embedded provider's sign-out pages in the portal's languages (decision 1773). The language is,
// in this order: the end-session request's ui_locales (the portal sends its own), the one chosen on
// the sign-in page (its cookie), the browser's Accept-Language, else English. The "signed out" page
// is a later request that carries no ui_locales, so the language found for the sign-out goes along in
// a short-lived cookie on the end-session path only.
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Language } from '@dealer/contracts';
import { acceptedLanguage, languageOf, languageOfList } from '../lib/language-tags.ts';
import { SIGN_IN_LANGUAGE_COOKIE } from './idp-messages.ts';
import { pageCsp, signedOutPage, signOutPage, SIGN_OUT_SCRIPT } from './idp-pages.ts';

export const SIGN_OUT_LANGUAGE_COOKIE = 'signout_lang';

export function signOutLanguage(input: {
  uiLocales?: unknown;
  cookie?: unknown;
  acceptLanguage?: string;
}): Language {
  return (
    languageOfList(input.uiLocales) ??
    languageOf(input.cookie) ??
    acceptedLanguage(input.acceptLanguage) ??
    'en'
  );
}

const cookieOf = (koa: KoaContextWithOIDC, name: string) => koa.cookies.get(name, { signed: false });

/** rpInitiatedLogout's page sources; `endSessionPath` is the issuer's path plus /session/end. */
export function signOutSources(portalUrl: string, endSessionPath: string) {
  const carried = (koa: KoaContextWithOIDC, value: string | null) =>
    koa.cookies.set(SIGN_OUT_LANGUAGE_COOKIE, value, {
      path: endSessionPath,
      maxAge: 10 * 60_000,
      httpOnly: true,
      sameSite: 'lax',
      secure: koa.secure,
      signed: false,
      overwrite: true,
    });
  return {
    logoutSource(koa: KoaContextWithOIDC, form: string) {
      const language = signOutLanguage({
        uiLocales: koa.oidc.params?.ui_locales,
        cookie: cookieOf(koa, SIGN_IN_LANGUAGE_COOKIE),
        acceptLanguage: koa.get('accept-language'),
      });
      carried(koa, language);
      koa.type = 'html';
      koa.set('content-security-policy', pageCsp([SIGN_OUT_SCRIPT]));
      koa.body = signOutPage(form, language);
    },
    postLogoutSuccessSource(koa: KoaContextWithOIDC) {
      const language = signOutLanguage({
        uiLocales: cookieOf(koa, SIGN_OUT_LANGUAGE_COOKIE),
        cookie: cookieOf(koa, SIGN_IN_LANGUAGE_COOKIE),
        acceptLanguage: koa.get('accept-language'),
      });
      carried(koa, null);
      koa.type = 'html';
      koa.set('content-security-policy', pageCsp());
      koa.body = signedOutPage(portalUrl, language);
    },
  };
}
