// A second, independent OpenID Connect issuer for tests: its own process, port, signing key and
// user, knowing nothing of the API's database. Tests start it with startExternalIssuer()
// (external-issuer-process.ts) and point the API at it only through OIDC_ISSUER / OIDC_CLIENT_ID /
// OIDC_CLIENT_SECRET, the way an operator would with Keycloak or Entra.
//
//   tsx src/test/external-issuer.ts '{"clientId":"…","clientSecret":"…","redirectUri":"…","audience":"…","email":"…","password":"…"}'
//
// Prints one line `READY {"issuer":"http://127.0.0.1:PORT"}` when it listens; SIGTERM stops it.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { errors, type Configuration } from 'oidc-provider';

interface Options {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  audience: string;
  email: string;
  password: string;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
for (const key of ['clientId', 'clientSecret', 'redirectUri', 'audience', 'email', 'password'] as const) {
  if (!options[key]) throw new Error(`external issuer: option ${key} is missing`);
}
// Not a UUID and not the portal's user id: the API must link the account by its e-mail claim.
const SUBJECT = `ext|${randomBytes(6).toString('hex')}`;
const SCOPE = 'openid email profile offline_access';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Example SSO</title></head><body><h1>Example SSO</h1>${body}</body></html>`;

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

type KoaContext = Parameters<Parameters<Provider['use']>[0]>[0];

async function interactions(provider: Provider, ctx: KoaContext, next: () => Promise<unknown>) {
  const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(ctx.path);
  if (!match) return next();
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  if (ctx.method === 'POST' && match[2]) {
    const form = await readForm(ctx.req);
    if (
      form.get('email')?.toLowerCase() !== options.email.toLowerCase() ||
      form.get('password') !== options.password
    ) {
      ctx.type = 'html';
      ctx.body = page(`<p role="alert">Invalid credentials</p>${loginForm(details.uid)}`);
      return undefined;
    }
    const result = { login: { accountId: SUBJECT } };
    ctx.respond = false;
    return provider.interactionFinished(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
  }
  ctx.type = 'html';
  ctx.body = page(loginForm(details.uid));
  return undefined;
}

const loginForm = (uid: string) =>
  `<form method="post" action="/interaction/${escape(uid)}/login"><label for="email">Email</label><input id="email" name="email" type="email"><label for="password">Password</label><input id="password" name="password" type="password"><button type="submit">Log in</button></form>`;

async function main() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: `ext-${randomBytes(4).toString('hex')}`,
    alg: 'RS256',
    use: 'sig',
  };

  const configuration: Configuration = {
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    scopes: SCOPE.split(' '),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== options.audience) throw new errors.InvalidTarget();
          return {
            scope: SCOPE,
            audience: options.audience,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: (_ctx, sub) =>
      sub === SUBJECT
        ? {
            accountId: SUBJECT,
            claims: () => ({
              sub: SUBJECT,
              email: options.email,
              email_verified: true,
              name: 'External User',
            }),
          }
        : undefined,
    extraTokenClaims: () => ({ email: options.email }),
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.account) return undefined;
      const grant = new oidc.provider.Grant({
        accountId: oidc.account.accountId,
        clientId: oidc.client.clientId,
      });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
      grant.addResourceScope(
        options.audience,
        [...oidc.requestParamScopes].filter((s) => SCOPE.split(' ').includes(s)),
      );
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.use(async (ctx, next) => {
    await interactions(provider, ctx, next);
  });
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));

  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdout.write(`READY ${JSON.stringify({ issuer, subject: SUBJECT })}\n`);
}

await main();
