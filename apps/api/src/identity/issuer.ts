// Which OpenID Connect issuer the API trusts: the embedded provider at /idp by default, or the
// external one named by OIDC_ISSUER. Only configuration decides; no code path assumes either.
import type { ApiConfig } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { localVerifier, remoteVerifier, type AccessTokenVerifier } from './access-tokens.ts';
import { signingKey, type SigningKey } from './keys.ts';

export interface IssuerInfo {
  kind: 'embedded' | 'external';
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Audience of the access tokens the embedded issuer mints (its resource indicator). */
  audience: string;
  /** The embedded issuer's signing key; undefined for an external issuer. */
  key: SigningKey | undefined;
  verifier(): AccessTokenVerifier;
  /** Discovery document (fetched once for an external issuer). */
  discovery(): Promise<
    Record<string, unknown> & {
      authorization_endpoint: string;
      token_endpoint: string;
      end_session_endpoint?: string;
      jwks_uri: string;
    }
  >;
}

export const EMBEDDED_ISSUER_PATH = '/idp';

export async function resolveIssuer(config: ApiConfig, db: Db): Promise<IssuerInfo> {
  // Access tokens must be for this API (aud) and be access tokens (not ID tokens): decision 2652.
  const audience = config.oidc.audience;
  if (!config.oidc.issuer) {
    const key = await signingKey(db, 'oidc');
    const issuer = `${config.publicUrl}${EMBEDDED_ISSUER_PATH}`;
    const verifier = localVerifier(issuer, key, audience);
    return {
      kind: 'embedded',
      issuer,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      audience,
      key,
      verifier: () => verifier,
      discovery: async () => ({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        end_session_endpoint: `${issuer}/session/end`,
        jwks_uri: `${issuer}/jwks`,
      }),
    };
  }
  const issuer = config.oidc.issuer;
  let discovered: Awaited<ReturnType<IssuerInfo['discovery']>> | undefined;
  const discovery = async () => {
    if (!discovered) {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`OIDC discovery at ${issuer} answered ${res.status}`);
      discovered = (await res.json()) as NonNullable<typeof discovered>;
    }
    return discovered;
  };
  const doc = await discovery();
  const verifier: AccessTokenVerifier = remoteVerifier(issuer, doc.jwks_uri, audience);
  return {
    kind: 'external',
    issuer,
    clientId: config.oidc.clientId,
    clientSecret: config.oidc.clientSecret,
    audience,
    key: undefined,
    discovery,
    verifier: () => verifier,
  };
}
