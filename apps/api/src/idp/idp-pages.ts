// The embedded provider's own pages: sign-in, sign-out and errors. Plain server-rendered HTML that
// works without JavaScript, with labels, a document language, visible focus and live error text.
// The sign-in page is in the portal's look and languages, with a language choice (a disclosure of
// links, no script) and the way to a new password (issue 17 point 11); the sign-out pages are in the
// same languages (decision 1773).
import { createHash } from 'node:crypto';
import type { Language } from '@dealer/contracts';
import { languageName, languages, messagesOf } from './idp-messages.ts';
import { PAGE_STYLE } from './idp-page-style.ts';

export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Content-Security-Policy of the pages: no scripts except the ones whose hash is listed. */
export function pageCsp(scripts: string[] = []): string {
  const hashes = scripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src ${hashes.length ? hashes.join(' ') : "'none'"}`,
    "img-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

interface LayoutOptions {
  language?: Language;
  /** Where each language's version of this page is; without it the page offers no choice. */
  languageHref?: (language: Language) => string;
  script?: string;
}

function languageChoice(current: Language, href: (language: Language) => string): string {
  const items = languages
    .map(
      (l) =>
        `<li><a href="${escapeHtml(href(l))}" lang="${l}" hreflang="${l}"${l === current ? ' aria-current="true"' : ''}>${escapeHtml(languageName(l))}</a></li>`,
    )
    .join('');
  return `<details class="lang"><summary><span class="lang-label">${escapeHtml(messagesOf(current).language)}:</span> ${escapeHtml(languageName(current))}</summary><ul>${items}</ul></details>`;
}

function layout(title: string, body: string, options: LayoutOptions = {}): string {
  const language = options.language ?? 'en';
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Dealer Portal</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<header><p class="brand">Dealer Portal</p>${options.languageHref ? languageChoice(language, options.languageHref) : ''}</header>
<main>
${body}
</main>
${options.script ? `<script>${options.script}</script>` : ''}
</body>
</html>`;
}

export interface SignInPageOptions {
  /** Form action. */
  action: string;
  email?: string;
  error?: string;
  /** The error's catalogue code, shown in small print under the plain words. */
  errorCode?: number;
  language?: Language;
  languageHref?: (language: Language) => string;
  /** The portal's password-reset page. */
  forgotHref?: string;
}

export function signInPage(options: SignInPageOptions): string {
  const { action, email = '', error, errorCode, language = 'en' } = options;
  const m = messagesOf(language);
  const invalid = error ? ' aria-invalid="true"' : '';
  const described = error ? ' aria-describedby="sign-in-error"' : '';
  const code =
    error && errorCode
      ? `<small class="code">${escapeHtml(m.errorCode.replace('{code}', String(errorCode)))}</small>`
      : '';
  const forgot = options.forgotHref
    ? `<p class="forgot"><a href="${escapeHtml(options.forgotHref)}">${escapeHtml(m.forgot)}</a></p>`
    : '';
  return layout(
    m.title,
    `<h1>${escapeHtml(m.heading)}</h1>
<div id="sign-in-error" class="error" role="alert" aria-live="assertive">${error ? `<span>${escapeHtml(error)}</span>${code}` : ''}</div>
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<input type="hidden" name="lang" value="${language}">
<label for="email">${escapeHtml(m.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${described}${email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(m.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${described}${email ? ' autofocus' : ''}>
${forgot}
<button type="submit">${escapeHtml(m.submit)}</button>
</form>`,
    { language, languageHref: options.languageHref },
  );
}

export const SIGN_OUT_SCRIPT =
  "document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()});";

/** A form sent at once by SIGN_OUT_SCRIPT, or by its button where script is off. */
function sendingPage(title: string, heading: string, form: string, button: string, language: Language) {
  const withButton = form.replace(
    '</form>',
    `<noscript><button type="submit">${escapeHtml(button)}</button></noscript></form>`,
  );
  return layout(title, `<h1>${escapeHtml(heading)}</h1>${withButton}`, { language, script: SIGN_OUT_SCRIPT });
}

/** End-session: the provider's form (with its anti-forgery field) submitted at once, no extra question. */
export function signOutPage(form: string, language: Language = 'en'): string {
  const m = messagesOf(language);
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return sendingPage(m.signingOutTitle, m.signingOut, confirmed, m.signOut, language);
}

/**
 * The provider's own form-post page drawn again (decision 1777): `form` is its form with the hidden
 * fields it carries; a sign-out's (to the end-session confirmation) or a sign-in's answer to the portal.
 */
export function formPostPage(form: string, kind: 'signOut' | 'return', language: Language = 'en'): string {
  const m = messagesOf(language);
  return kind === 'signOut'
    ? sendingPage(m.signingOutTitle, m.signingOut, form, m.signOut, language)
    : sendingPage(m.title, m.returning, form, m.continue, language);
}

export function signedOutPage(portalUrl: string, language: Language = 'en'): string {
  const m = messagesOf(language);
  return layout(
    m.signedOutTitle,
    `<h1>${escapeHtml(m.signedOut)}</h1><p><a href="${escapeHtml(portalUrl)}">${escapeHtml(m.back)}</a></p>`,
    { language },
  );
}

export function errorPage(message: string, portalUrl: string, language: Language = 'en'): string {
  const m = messagesOf(language);
  return layout(
    m.problemTitle,
    `<h1>${escapeHtml(m.problemHeading)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(m.back)}</a></p>`,
    { language },
  );
}
