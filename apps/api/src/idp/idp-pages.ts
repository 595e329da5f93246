// The embedded provider's own pages: sign-in, sign-out and errors. Plain server-rendered HTML that
// works without JavaScript, with labels, a document language, visible focus and live error text.
import { createHash } from 'node:crypto';

export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// The portal's own look (apps/web/src/styles/tokens.css): its header band, green primary, surfaces,
// radii and both themes, so signing in does not feel like another product (issue 17 point 11).
const STYLE = `
:root{color-scheme:light dark;--bg:#f3f5f4;--surface:#fff;--border:#d5dcd9;--text:#17211d;--muted:#4d5a55;--primary:#0d6b58;--primary-hover:#0a5646;--on-primary:#fff;--header:#0e2a23;--on-header:#e8f3ef;--error:#b42318;--error-soft:#fdeceb;--focus:#1b73e8}
@media (prefers-color-scheme:dark){:root{--bg:#0f1513;--surface:#18201d;--border:#33413c;--text:#e7eeeb;--muted:#a9b7b1;--primary:#4cc3a5;--primary-hover:#6fd3b9;--on-primary:#07201a;--header:#0a100e;--on-header:#e7eeeb;--error:#ff8a80;--error-soft:#3a1a18;--focus:#8ab4f8}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
header{height:60px;display:flex;align-items:center;padding:0 24px;background:var(--header);color:var(--on-header)}
.brand{margin:0;font-size:1.05rem;font-weight:700;letter-spacing:.01em}
main{width:min(420px,calc(100vw - 32px));margin:48px auto;background:var(--surface);border:1px solid var(--border);border-radius:16px;padding:32px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
h1{margin:0 0 24px;font-size:1.35rem;font-weight:700}
label{display:block;margin:16px 0 4px;font-weight:600;font-size:.9rem}
input{width:100%;padding:10px 12px;font:inherit;color:inherit;border:1px solid var(--border);border-radius:6px;background:var(--surface)}
input[aria-invalid=true]{border-color:var(--error)}
button{margin-top:24px;width:100%;padding:12px;font:inherit;font-weight:600;color:var(--on-primary);background:var(--primary);border:0;border-radius:10px;cursor:pointer}
button:hover{background:var(--primary-hover)}
a{color:var(--primary)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.error{margin:0 0 8px;padding:12px;border-radius:6px;background:var(--error-soft);color:var(--error);font-weight:600}
.error:empty{display:none}
p{margin:0 0 12px}
`;

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

function layout(title: string, body: string, script?: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Dealer Portal</title>
<style>${STYLE}</style>
</head>
<body>
<header><p class="brand">Dealer Portal</p></header>
<main>
${body}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}

export interface SignInPageOptions {
  /** Form action. */
  action: string;
  email?: string;
  error?: string;
}

export function signInPage({ action, email = '', error }: SignInPageOptions): string {
  const invalid = error ? ' aria-invalid="true"' : '';
  return layout(
    'Sign in',
    `<h1>Sign in to your account</h1>
<div id="sign-in-error" class="error" role="alert" aria-live="assertive">${error ? escapeHtml(error) : ''}</div>
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${error ? ' aria-describedby="sign-in-error"' : ''}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' aria-describedby="sign-in-error"' : ''}${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
  );
}

export const SIGN_OUT_SCRIPT =
  "document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()});";

/** End-session: the provider's form (with its anti-forgery field) submitted at once, no extra question. */
export function signOutPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>',
  );
  return layout('Signing out', `<h1>Signing you out …</h1>${confirmed}`, SIGN_OUT_SCRIPT);
}

export function signedOutPage(portalUrl: string): string {
  return layout(
    'Signed out',
    `<h1>You are signed out.</h1><p><a href="${escapeHtml(portalUrl)}">Back to the Dealer Portal</a></p>`,
  );
}

export function errorPage(message: string, portalUrl: string): string {
  return layout(
    'Sign-in problem',
    `<h1>Sign-in could not continue</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(portalUrl)}">Back to the Dealer Portal</a></p>`,
  );
}
