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

const STYLE = `
:root{color-scheme:light;--brand:#0b5cad;--brand-dark:#084a8c;--text:#1c2430;--muted:#4a5565;--error:#b3261e;--line:#c5ccd6}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f5f8;color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(400px,calc(100vw - 32px));background:#fff;border:1px solid var(--line);border-radius:8px;padding:32px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
.brand{margin:0 0 4px;font-size:1.5rem;font-weight:700;color:var(--brand)}
h1{margin:0 0 24px;font-size:1.125rem;font-weight:500;color:var(--muted)}
label{display:block;margin:16px 0 4px;font-weight:600}
input{width:100%;padding:10px 12px;font:inherit;color:inherit;border:1px solid #6b7685;border-radius:4px;background:#fff}
input[aria-invalid=true]{border-color:var(--error)}
button{margin-top:24px;width:100%;padding:12px;font:inherit;font-weight:600;color:#fff;background:var(--brand);border:0;border-radius:4px;cursor:pointer}
button:hover{background:var(--brand-dark)}
a{color:var(--brand)}
:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.error{margin:0 0 8px;padding:12px;border-radius:4px;background:#fdecea;color:var(--error);font-weight:600}
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
<main>
<p class="brand">Dealer Portal</p>
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
