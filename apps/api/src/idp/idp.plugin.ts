// Mounts the embedded OpenID Connect provider at /idp. oidc-provider is a Koa application: every
// /idp/* request is handed to its callback with the raw Node request and response (Fastify steps
// aside with reply.hijack()), the path prefix moved to req.originalUrl the way Express mounts do, so
// the provider builds its URLs under /idp. Its sign-in page is served by Fastify routes here.
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { EMBEDDED_ISSUER_PATH } from '../identity/issuer.ts';
import { createProvider } from './idp-provider.ts';
import { showInteraction, submitSignIn } from './idp-interactions.ts';
import { whileProviderServes } from './provider-async-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded provider; null when an external issuer (OIDC_ISSUER) is configured. */
    idp: Provider | null;
  }
}

type InteractionRoute = {
  Params: { uid: string };
  Querystring: { lang?: string };
  Body: Record<string, string> | undefined;
};

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

    // The sign-in page (interactions) reads urlencoded forms itself.
    await app.register(async (pages) => {
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
      pages.get<InteractionRoute>(
        `${EMBEDDED_ISSUER_PATH}/interaction/:uid`,
        routeOptions,
        (request, reply) => showInteraction(provider, request, reply, ctx.config.publicUrl),
      );
      pages.post<InteractionRoute>(
        `${EMBEDDED_ISSUER_PATH}/interaction/:uid/login`,
        routeOptions,
        (request, reply) => submitSignIn(provider, request, reply, ctx.config.publicUrl),
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
        await whileProviderServes(() => callback(req, reply.raw));
      };
      mount.all(EMBEDDED_ISSUER_PATH, routeOptions, forward);
      mount.all(`${EMBEDDED_ISSUER_PATH}/*`, routeOptions, forward);
    });
  },
  { name: 'idp' },
);
