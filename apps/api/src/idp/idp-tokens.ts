// Tokens for a password sign-in through POST /user/login (embedded issuer only). The access and ID
// tokens are minted like the provider's own; the refresh token is a real refresh token of the
// provider (a Grant + RefreshToken in its store), so POST /user/refresh_token renews it at the
// provider's token endpoint exactly like one from the authorization code flow, with rotation,
// account checks and revocation on sign-out included.
import type Provider from 'oidc-provider';
import type { AppContext } from '../app-context.ts';
import { mintAccessToken, mintIdToken } from '../identity/access-tokens.ts';
import type { SignedInUser } from '../identity/credentials.ts';
import { PORTAL_SCOPE } from './idp-provider.ts';

export interface TokenSet {
  id_token: string;
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

export async function issuePasswordSignInTokens(
  provider: Provider,
  ctx: AppContext,
  user: SignedInUser,
): Promise<TokenSet> {
  const { issuer, config } = ctx;
  if (!issuer.key) throw new Error('password sign-in needs the embedded issuer');
  const client = await provider.Client.find(issuer.clientId);
  if (!client) throw new Error(`client ${issuer.clientId} is not registered at the embedded provider`);

  const grant = new provider.Grant({ accountId: user.id, clientId: issuer.clientId });
  grant.addOIDCScope(PORTAL_SCOPE);
  grant.addResourceScope(issuer.audience, PORTAL_SCOPE);
  const grantId = await grant.save();
  const refreshToken = new provider.RefreshToken({
    accountId: user.id,
    client,
    grantId,
    gty: 'password',
    scope: PORTAL_SCOPE,
    resource: issuer.audience,
    authTime: Math.floor(Date.now() / 1000),
    expiresWithSession: false,
  });

  const ttlSeconds = config.accessTokenTtlSeconds;
  const [refresh_token, access_token, id_token] = await Promise.all([
    refreshToken.save(),
    mintAccessToken(issuer.key, issuer.issuer, {
      sub: user.id,
      email: user.email,
      clientId: issuer.clientId,
      audience: issuer.audience,
      ttlSeconds,
    }),
    mintIdToken(issuer.key, issuer.issuer, {
      sub: user.id,
      email: user.email,
      name: user.displayName,
      clientId: issuer.clientId,
      ttlSeconds,
    }),
  ]);
  return { id_token, access_token, refresh_token, expires_in: ttlSeconds, token_type: 'Bearer' };
}
