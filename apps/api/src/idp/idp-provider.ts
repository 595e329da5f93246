// The embedded OpenID Connect provider (oidc-provider): issuer `${PUBLIC_URL}/idp`, one confidential
// first-party client (the portal), users from the users table, state in oidc_payloads, signing key
// and cookie secret from signing_keys. Access tokens are RS256 JWTs for the API's audience, so the
// API verifies them exactly like an external issuer's.
import { hkdfSync } from 'node:crypto';
import Provider, { errors, type Configuration, type KoaContextWithOIDC, type Grant } from 'oidc-provider';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/database.ts';
import { findUserById } from '../identity/identity.repository.ts';
import { signingKey } from '../identity/keys.ts';
import { databaseAdapterFactory } from './idp-adapter.ts';
import { errorPage, pageCsp } from './idp-pages.ts';
import { formPostInLanguage, signOutSources } from './idp-sign-out.ts';

/** Scopes the portal asks for; also the scopes of the API as a resource server. */
export const PORTAL_SCOPE = 'openid email profile offline_access' as const;
/** Where the portal receives the authorization response (and returns after sign-out). */
export const REDIRECT_PATH = '/login' as const;

const DAY = 24 * 3600;
const REFRESH_TOKEN_TTL = 14 * DAY;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadAccountRow(db: Db, sub: string) {
  if (!UUID.test(sub)) return undefined;
  const row = await findUserById(db, sub);
  return row && row.status !== 'disabled' ? row : undefined;
}

/** Cookie signing keys, derived from the stored 'cookie' secret: the same in every API process. */
async function cookieKeys(db: Db): Promise<string[]> {
  const secret = await signingKey(db, 'cookie');
  const material = Buffer.from(String(secret.privateJwk.d), 'base64url');
  return [
    Buffer.from(
      hkdfSync('sha256', material, Buffer.alloc(0), 'dealer-portal oidc-provider cookies', 32),
    ).toString('base64url'),
  ];
}

export async function createProvider(ctx: AppContext): Promise<Provider> {
  const { config, db, issuer } = ctx;
  if (issuer.kind !== 'embedded' || !issuer.key)
    throw new Error('the embedded provider needs the embedded issuer');
  const portalUrl = `${config.publicUrl}${REDIRECT_PATH}`;
  // The portal may also run on other origins (CORS_ORIGINS, e.g. the Vite dev server): their /login
  // is a redirect URI too.
  const portalUrls = [
    ...new Set(
      [config.publicUrl, ...config.corsOrigins].map(
        (origin) => `${origin.replace(/\/$/, '')}${REDIRECT_PATH}`,
      ),
    ),
  ];
  const issuerPath = new URL(issuer.issuer).pathname.replace(/\/$/, '');
  const endSessionPath = `${issuerPath}/session/end`;

  const resourceServer = {
    scope: PORTAL_SCOPE,
    audience: issuer.audience,
    accessTokenTTL: config.accessTokenTtlSeconds,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  };

  const configuration: Configuration = {
    adapter: databaseAdapterFactory(db),
    jwks: { keys: [issuer.key.privateJwk] },
    cookies: {
      keys: await cookieKeys(db),
      names: { session: '_dp_session', interaction: '_dp_interaction', resume: '_dp_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        client_id: issuer.clientId,
        client_secret: issuer.clientSecret,
        client_name: 'Dealer Portal',
        redirect_uris: portalUrls,
        post_logout_redirect_uris: portalUrls,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    scopes: PORTAL_SCOPE.split(' '),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries e-mail and name too, so the portal can show who is signed in without a call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => issuer.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== issuer.audience) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        ...signOutSources(portalUrl, endSessionPath),
      },
    },
    // A refresh token for every sign-in of the portal (its session outlives the access token).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: config.accessTokenTtlSeconds,
      IdToken: config.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: 3600,
      Session: 14 * DAY,
      Grant: REFRESH_TOKEN_TTL,
      RefreshToken: REFRESH_TOKEN_TTL,
    },
    interactions: { url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}` },
    // First-party client: consent is given on the user's behalf for whatever the portal asks.
    loadExistingGrant: (koa) => grantEverythingRequested(koa),
    findAccount: async (_ctx, sub) => {
      const row = await loadAccountRow(db, sub);
      if (!row) return undefined;
      return {
        accountId: row.id,
        claims: () => ({ sub: row.id, email: row.email, email_verified: true, name: row.displayName }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !('accountId' in token) || !token.accountId) return undefined;
      const row = await loadAccountRow(db, token.accountId);
      return row ? { email: row.email } : undefined;
    },
    renderError: (koa, out) => {
      koa.type = 'html';
      koa.set('content-security-policy', pageCsp());
      const message = out.error_description ?? out.error ?? 'The request was not valid.';
      koa.body = errorPage(String(message), portalUrl);
    },
  };

  const provider = new Provider(issuer.issuer, configuration);
  // Requests reach the provider through the API with Host and protocol pinned to PUBLIC_URL (see
  // idp.plugin.ts), so the provider may read them as if from a trusted proxy.
  provider.proxy = true;
  // Its own form-post page has no hook: drawn again in the reader's language (decision 1777).
  provider.use(formPostInLanguage(endSessionPath));
  return provider;
}

async function grantEverythingRequested(koa: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = koa;
  const client = oidc.client;
  const accountId = oidc.account?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId
      ? existing
      : new oidc.provider.Grant({ accountId, clientId: client.clientId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
  grant.addOIDCClaims([...oidc.requestParamClaims]);
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    const requested = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
    if (requested.length) grant.addResourceScope(indicator, requested);
  }
  await grant.save();
  return grant;
}
