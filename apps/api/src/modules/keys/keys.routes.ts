// Public keys other parts verify with: the system bridge checks session credentials and firmware
// manifests against these without calling the API for each request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const Jwk = Type.Object(
  { kty: Type.String(), kid: Type.String(), alg: Type.String(), use: Type.String() },
  { additionalProperties: true },
);

export const keysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/keys/bridge.jwks',
    {
      config: { access: 'public' },
      schema: {
        tags: ['keys'],
        summary:
          'Public keys of workspace session credentials (use "sig") and firmware manifests (use "firmware")',
        response: { 200: Type.Object({ keys: Type.Array(Jwk) }) },
      },
    },
    async () => ({
      keys: [
        ...app.ctx.sessionTokens.jwks().keys,
        { ...app.ctx.firmwareKey.publicJwk, use: 'firmware' },
      ] as never,
    }),
  );
};
