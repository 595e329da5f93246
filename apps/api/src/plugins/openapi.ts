// The OpenAPI 3.1 document is generated from the route schemas (the single source of truth) and
// served at /api/openapi.json, with a reference page at /api/docs.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Dealer Portal API',
          version: PORTAL_VERSION,
          description: `Every call accepts the ${PORTAL_VERSION_HEADER} header. Successful bodies carry \`result\`; errors carry \`code\` and \`message\` from the server error catalogue.`,
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            sessionToken: { type: 'apiKey', in: 'header', name: 'x-session-token' },
          },
        },
      },
      // Only the API's own routes belong in the document, not the SPA or the identity provider.
      hideUntagged: false,
      transform: ({ schema, url }) => ({
        schema: url.startsWith('/api/') && !url.startsWith('/api/docs') ? schema : { ...schema, hide: true },
        url,
      }),
    });
    app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
