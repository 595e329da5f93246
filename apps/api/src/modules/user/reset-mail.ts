// The password-reset mail in the language the reset was asked in (decision 1774): the portal sends
// its language with the request, else the browser's Accept-Language counts, else English. Accounts
// keep no language of their own, and the one asking is the one waiting for the mail.
import type { Language } from '@dealer/contracts';
import { escapeHtml } from '../../idp/idp-pages.ts';
import { RESET_MAIL_MESSAGES } from './reset-mail-messages.ts';

export function resetMail(
  to: string,
  code: string,
  publicUrl: string,
  minutes: number,
  language: Language = 'en',
) {
  const m = RESET_MAIL_MESSAGES[language];
  // The portal's reset page, with the address filled in (apps/web: paths.forgotPassword).
  const resetLink = `${publicUrl}/forgot-password?${new URLSearchParams({ email: to }).toString()}`;
  const valid = m.valid.replace('{minutes}', String(minutes));
  const text = [m.greeting, '', m.code.replace('{code}', code), valid, resetLink, '', m.ignore].join('\n');
  // Each sentence is escaped whole, then the code goes in large and spaced, easy to read and type.
  const codeHtml = escapeHtml(m.code).replace(
    '{code}',
    `<strong style="font-size:1.25em;letter-spacing:.1em">${escapeHtml(code)}</strong>`,
  );
  const html = `<div lang="${language}"><p>${escapeHtml(m.greeting)}</p><p>${codeHtml}</p><p>${escapeHtml(valid)}<br><a href="${escapeHtml(resetLink)}">${escapeHtml(m.open)}</a></p><p>${escapeHtml(m.ignore)}</p></div>`;
  return { to, subject: m.subject, text, html, kind: 'password_reset' };
}
