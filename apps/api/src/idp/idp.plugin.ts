// Mounts the embedded OpenID Connect provider at /idp. oidc-provider is a Koa application: every
// /idp/* request is handed to its callback with the raw Node request and response (Fastify steps
// aside with reply.hijack()), the path prefix moved to req.originalUrl the way Express mounts do, so
// the provider builds its URLs under /idp. Its sign-in page is served by Fastify routes here.
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import { EMBEDDED_ISSUER_PATH } from '../identity/issuer.ts';
import { signInWithPassword } from '../identity/credentials.ts';
import { AppError } from '../lib/app-error.ts';
import { createProvider, REDIRECT_PATH } from './idp-provider.ts';
import { errorPage, pageCsp, signInPage } from './idp-pages.ts';
import { RateLimited, withSignInLimit } from '../plugins/rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded provider; null when an external issuer (OIDC_ISSUER) is configured. */
    idp: Provider | null;
  }
}

const routeOptions = { config: { access: 'public' as const }, schema: { hide: true } };

export const idpPlugin = fp(
  async (app: FastifyInstance) => {
    const { ctx } = app;
    if (ctx.issuer.kind !== 'embedded') {
      app.decorate('idp', null);
      return;
    }
    const provider = await createProvider(ctx);
    provider.on('server_error', (_koa, err) => app.log.error({ err }, 'identity provider error'));
    app.decorate('idp', provider);
    const publicUrl = new URL(ctx.config.publicUrl);
    const portalUrl = `${ctx.config.publicUrl}${REDIRECT_PATH}`;

    // The sign-in page (interactions) reads urlencoded forms itself.
    await app.register(async (pages) => {
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
      pages.get<{ Params: { uid: string } }>(
        `${EMBEDDED_ISSUER_PATH}/interaction/:uid`,
        routeOptions,
        (request, reply) => showInteraction(provider, request, reply, portalUrl),
      );
      pages.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
        `${EMBEDDED_ISSUER_PATH}/interaction/:uid/login`,
        routeOptions,
        (request, reply) => submitSignIn(provider, request, reply, portalUrl),
      );
    });

    // Everything else under /idp is the provider's own (discovery, auth, token, jwks, session/end …).
    await app.register(async (mount) => {
      // Leave the body unread: the provider parses what it accepts from the raw stream.
      mount.removeAllContentTypeParsers();
      mount.addContentTypeParser('*', (_req, _payload, done) => done(null));
      const callback = provider.callback();
      const forward = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const req = request.raw as IncomingMessage & { originalUrl?: string };
        const url = req.url ?? EMBEDDED_ISSUER_PATH;
        req.originalUrl = url;
        req.url = url.slice(EMBEDDED_ISSUER_PATH.length) || '/';
        // The issuer is PUBLIC_URL/idp whatever address the request came in on.
        req.headers.host = publicUrl.host;
        req.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
        delete req.headers['x-forwarded-host'];
        await callback(req, reply.raw);
      };
      mount.all(EMBEDDED_ISSUER_PATH, routeOptions, forward);
      mount.all(`${EMBEDDED_ISSUER_PATH}/*`, routeOptions, forward);
    });
  },
  { name: 'idp' },
);

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

async function interactionOf(
  provider: Provider,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
) {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === request.params.uid ? details : undefined;
  } catch (err) {
    if (err instanceof oidcErrors.SessionNotFound) return undefined;
    throw err;
  }
}

const EXPIRED =
  'This sign-in request has expired or was already used. Go back to the Dealer Portal and sign in again.';

async function showInteraction(
  provider: Provider,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
  portalUrl: string,
) {
  const details = await interactionOf(provider, request, reply);
  if (!details) return sendPage(reply, 400, errorPage(EXPIRED, portalUrl));
  if (details.prompt.name === 'login') {
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return sendPage(
      reply,
      200,
      signInPage({ action: `${EMBEDDED_ISSUER_PATH}/interaction/${details.uid}/login`, email: hint }),
    );
  }
  // Consent: the portal is the provider's only, first-party client; grant what it asked for.
  // (loadExistingGrant normally does this before a consent prompt can arise.)
  const accountId = details.session?.accountId;
  const clientId = details.params.client_id;
  if (details.prompt.name !== 'consent' || !accountId || typeof clientId !== 'string') {
    return sendPage(reply, 400, errorPage('This sign-in request cannot be completed here.', portalUrl));
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

const SIGN_IN_MESSAGES: Partial<Record<number, { status: number; text: string }>> = {
  401700: { status: 401, text: 'Wrong e-mail address or password.' },
  401702: { status: 401, text: 'Wrong e-mail address or password.' },
  400601: {
    status: 429,
    text: 'Too many failed attempts. This account is locked for 15 minutes; please try again later.',
  },
  401600: { status: 403, text: 'This account has been disabled. Please contact your service center.' },
  401703: {
    status: 403,
    text: 'This account is not activated yet. Use "Forgot password" in the Dealer Portal to set a password.',
  },
};

async function submitSignIn(
  provider: Provider,
  request: FastifyRequest<{ Params: { uid: string }; Body: Record<string, string> | undefined }>,
  reply: FastifyReply,
  portalUrl: string,
) {
  const details = await interactionOf(provider, request, reply);
  if (!details || details.prompt.name !== 'login') return sendPage(reply, 400, errorPage(EXPIRED, portalUrl));
  const email = String(request.body?.email ?? '')
    .trim()
    .slice(0, 320);
  const password = String(request.body?.password ?? '').slice(0, 1024);
  const action = `${EMBEDDED_ISSUER_PATH}/interaction/${details.uid}/login`;
  if (!email || !password) {
    return sendPage(
      reply,
      400,
      signInPage({ action, email, error: 'Enter your e-mail address and password.' }),
    );
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
      const text = 'Too many failed sign-ins from this network. Please wait a minute and try again.';
      return sendPage(reply, 429, signInPage({ action, email, error: text }));
    }
    const message = err instanceof AppError ? SIGN_IN_MESSAGES[err.code] : undefined;
    if (!message) throw err;
    return sendPage(reply, message.status, signInPage({ action, email, error: message.text }));
  }
}
