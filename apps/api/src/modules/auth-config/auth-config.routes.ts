// GET /api/auth/config: what the portal needs to start single sign-on (authorization code + PKCE)
// and to sign out, for the embedded provider and an external issuer alike.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';
import { PORTAL_SCOPE, REDIRECT_PATH } from '../../idp/idp-provider.ts';

const AuthConfig = Type.Object({
  issuer: Type.String(),
  authorization_endpoint: Type.String(),
  end_session_endpoint: Type.Union([Type.String(), Type.Null()], {
    description: 'null when the issuer offers no RP-initiated logout',
  }),
  client_id: Type.String(),
  scope: Type.Literal(PORTAL_SCOPE),
  redirect_path: Type.Literal(REDIRECT_PATH, {
    description:
      'Path on the portal origin that receives the authorization response and the return from sign-out',
  }),
});

export const authConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/auth/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['user'],
        summary: 'Single sign-on settings for the portal',
        response: { 200: ok(AuthConfig) },
      },
    },
    async () => {
      const { issuer } = app.ctx;
      const discovery = await issuer.discovery();
      return {
        result: {
          issuer: issuer.issuer,
          authorization_endpoint: discovery.authorization_endpoint,
          end_session_endpoint: discovery.end_session_endpoint ?? null,
          client_id: issuer.clientId,
          scope: PORTAL_SCOPE,
          redirect_path: REDIRECT_PATH,
        },
      };
    },
  );
};
