// The sign-in interaction of the embedded provider: show the page (in the chosen language) and check
// the password. A language chosen on the page (?lang=) is kept in a cookie the portal reads once the
// user is back, so the portal opens in the same language (decision 1770).
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@dealer/contracts';
import { EMBEDDED_ISSUER_PATH } from '../identity/issuer.ts';
import { signInWithPassword } from '../identity/credentials.ts';
import { AppError } from '../lib/app-error.ts';
import { RateLimited, withSignInLimit } from '../plugins/rate-limits.ts';
import { REDIRECT_PATH } from './idp-provider.ts';
import { errorPage, pageCsp, signInPage } from './idp-pages.ts';
import {
  chooseLanguage,
  languageOf,
  messagesOf,
  SIGN_IN_LANGUAGE_COOKIE,
  type IdpMessageKey,
} from './idp-messages.ts';

type InteractionRequest = FastifyRequest<{
  Params: { uid: string };
  Querystring: { lang?: string };
  Body: Record<string, string> | undefined;
}>;

/** The portal's password-reset page (apps/web: paths.forgotPassword). */
const FORGOT_PASSWORD_PATH = '/forgot-password';

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', pageCsp())
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '');
  return match ? decodeURIComponent(match[1]!) : undefined;
}

async function interactionOf(provider: Provider, request: InteractionRequest, reply: FastifyReply) {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === request.params.uid ? details : undefined;
  } catch (err) {
    if (err instanceof oidcErrors.SessionNotFound) return undefined;
    throw err;
  }
}

type Details = NonNullable<Awaited<ReturnType<typeof interactionOf>>>;

function pageLanguage(request: InteractionRequest, details: Details | undefined): Language {
  return chooseLanguage({
    query: request.query.lang ?? request.body?.lang,
    cookie: cookieValue(request, SIGN_IN_LANGUAGE_COOKIE),
    uiLocales: details?.params.ui_locales,
  });
}

function signInPageFor(
  details: Details,
  language: Language,
  publicUrl: string,
  extra: { email?: string; error?: IdpMessageKey; errorCode?: number },
) {
  const path = `${EMBEDDED_ISSUER_PATH}/interaction/${details.uid}`;
  const forgot = new URLSearchParams({ lang: language, ...(extra.email ? { email: extra.email } : {}) });
  return signInPage({
    action: `${path}/login`,
    email: extra.email,
    error: extra.error ? messagesOf(language)[extra.error] : undefined,
    errorCode: extra.errorCode,
    language,
    languageHref: (l) => `${path}?lang=${encodeURIComponent(l)}`,
    forgotHref: `${publicUrl}${FORGOT_PASSWORD_PATH}?${forgot.toString()}`,
  });
}

export async function showInteraction(
  provider: Provider,
  request: InteractionRequest,
  reply: FastifyReply,
  publicUrl: string,
) {
  const details = await interactionOf(provider, request, reply);
  const language = pageLanguage(request, details);
  const portalUrl = `${publicUrl}${REDIRECT_PATH}`;
  if (!details) return sendPage(reply, 400, errorPage(messagesOf(language).expired, portalUrl, language));
  const chosen = languageOf(request.query.lang);
  if (chosen) {
    const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${SIGN_IN_LANGUAGE_COOKIE}=${encodeURIComponent(chosen)}; Path=/; Max-Age=3600; SameSite=Lax${secure}`,
    );
  }
  if (details.prompt.name === 'login') {
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return sendPage(reply, 200, signInPageFor(details, language, publicUrl, { email: hint }));
  }
  // Consent: the portal is the provider's only, first-party client; grant what it asked for.
  // (loadExistingGrant normally does this before a consent prompt can arise.)
  const accountId = details.session?.accountId;
  const clientId = details.params.client_id;
  if (details.prompt.name !== 'consent' || !accountId || typeof clientId !== 'string') {
    return sendPage(reply, 400, errorPage(messagesOf(language).cannotComplete, portalUrl, language));
  }
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope);
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes);
  const grantId = await grant.save();
  reply.hijack();
  await provider.interactionFinished(
    request.raw,
    reply.raw,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

const SIGN_IN_MESSAGES: Partial<Record<number, { status: number; key: IdpMessageKey }>> = {
  401700: { status: 401, key: 'wrong' },
  401702: { status: 401, key: 'wrong' },
  400601: { status: 429, key: 'locked' },
  401600: { status: 403, key: 'disabled' },
  401703: { status: 403, key: 'notActivated' },
};

export async function submitSignIn(
  provider: Provider,
  request: InteractionRequest,
  reply: FastifyReply,
  publicUrl: string,
) {
  const details = await interactionOf(provider, request, reply);
  const language = pageLanguage(request, details);
  if (!details || details.prompt.name !== 'login')
    return sendPage(
      reply,
      400,
      errorPage(messagesOf(language).expired, `${publicUrl}${REDIRECT_PATH}`, language),
    );
  const email = String(request.body?.email ?? '')
    .trim()
    .slice(0, 320);
  const password = String(request.body?.password ?? '').slice(0, 1024);
  if (!email || !password) {
    return sendPage(reply, 400, signInPageFor(details, language, publicUrl, { email, error: 'enterBoth' }));
  }
  try {
    const user = await withSignInLimit(request.server, request, () =>
      signInWithPassword(request.server.ctx.db, email, password),
    );
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId: user.id, remember: false } },
      { mergeWithLastSubmission: false },
    );
  } catch (err) {
    if (err instanceof RateLimited) {
      reply.header('retry-after', String(err.retryAfterSeconds));
      const page = signInPageFor(details, language, publicUrl, {
        email,
        error: 'rateLimited',
        errorCode: 400601,
      });
      return sendPage(reply, 429, page);
    }
    const message = err instanceof AppError ? SIGN_IN_MESSAGES[err.code] : undefined;
    if (!message || !(err instanceof AppError)) throw err;
    const page = signInPageFor(details, language, publicUrl, {
      email,
      error: message.key,
      errorCode: err.code,
    });
    return sendPage(reply, message.status, page);
  }
}
