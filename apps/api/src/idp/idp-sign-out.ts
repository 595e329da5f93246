// The embedded provider's sign-out pages in the portal's languages (decision 1773). The language is,
// in this order: the end-session request's ui_locales (the portal sends its own), the one chosen on
// the sign-in page (its cookie), the browser's Accept-Language, else English. The "signed out" page
// is a later request that carries no ui_locales, so the language found for the sign-out goes along in
// a short-lived cookie on the end-session path only. The provider's own form-post page, which has no
// hook, is drawn again in the same language after it is made (decision 1777).
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Language } from '@dealer/contracts';
import { acceptedLanguage, languageOf, languageOfList } from '../lib/language-tags.ts';
import { SIGN_IN_LANGUAGE_COOKIE } from './idp-messages.ts';
import { formPostPage, pageCsp, signedOutPage, signOutPage, SIGN_OUT_SCRIPT } from './idp-pages.ts';

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

/** The sign-out's language for the "signed out" page after it (null: gone once that page is shown). */
function carryLanguage(koa: KoaContextWithOIDC, endSessionPath: string, value: string | null) {
  koa.cookies.set(SIGN_OUT_LANGUAGE_COOKIE, value, {
    path: endSessionPath,
    maxAge: 10 * 60_000,
    httpOnly: true,
    sameSite: 'lax',
    secure: koa.secure,
    signed: false,
    overwrite: true,
  });
}

/** rpInitiatedLogout's page sources; `endSessionPath` is the issuer's path plus /session/end. */
export function signOutSources(portalUrl: string, endSessionPath: string) {
  const carried = (koa: KoaContextWithOIDC, value: string | null) =>
    carryLanguage(koa, endSessionPath, value);
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

/** oidc-provider's form-post page as it writes it (response_modes/form_post.js): its form, up to <noscript>. */
const PROVIDER_FORM_POST =
  /<title>Submitting Callback<\/title>[\s\S]*?(<form method="post" action="([^"]*)">[\s\S]*?)<noscript>/;

/**
 * Provider middleware: oidc-provider's own English "Submitting Callback" page, which no configuration
 * replaces, drawn again as the portal's page in the reader's language with the same form and hidden
 * fields (already escaped by the provider). A form to the end-session confirmation is a sign-out: a
 * sign-out with no provider session to end, or a sign-in over another account's session ending that
 * one first; any other is a sign-in's answer sent back as a form (response_mode=form_post).
 */
export function formPostInLanguage(endSessionPath: string) {
  return async (koa: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const page = typeof koa.body === 'string' ? PROVIDER_FORM_POST.exec(koa.body) : null;
    if (!page) return;
    const [, formStart = '', action = ''] = page;
    const signOut = new URL(action, 'http://idp').pathname === `${endSessionPath}/confirm`;
    const language = signOutLanguage({
      uiLocales: koa.oidc?.params?.ui_locales,
      cookie: cookieOf(koa, SIGN_IN_LANGUAGE_COOKIE),
      acceptLanguage: koa.get('accept-language'),
    });
    // Only a sign-out asked for here ends on the provider's "signed out" page.
    if (signOut && koa.oidc?.route === 'end_session') carryLanguage(koa, endSessionPath, language);
    koa.set('content-security-policy', pageCsp([SIGN_OUT_SCRIPT]));
    koa.body = formPostPage(`${formStart.trimEnd()}</form>`, signOut ? 'signOut' : 'return', language);
  };
}
