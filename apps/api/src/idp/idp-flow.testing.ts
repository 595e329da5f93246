// Test helper: the authorization code flow with PKCE and state against the embedded provider,
// driven through app.inject() with a small cookie jar (the browser test does the same in Chromium).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PORTAL_SCOPE, REDIRECT_PATH } from './idp-provider.ts';

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: LightMyRequestResponse): void {
    const header = res.headers['set-cookie'];
    for (const line of [header ?? []].flat()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now(),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationStart {
  url: string;
  state: string;
  verifier: string;
  redirectUri: string;
}

export function authorizationRequest(
  authorizationEndpoint: string,
  clientId: string,
  publicUrl: string,
  extra: Record<string, string> = {},
): AuthorizationStart {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(16).toString('base64url');
  const redirectUri = `${publicUrl}${REDIRECT_PATH}`;
  const url = new URL(authorizationEndpoint);
  const params = {
    client_id: clientId,
    response_type: 'code',
    scope: PORTAL_SCOPE,
    redirect_uri: redirectUri,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return { url: url.toString(), state, verifier, redirectUri };
}

/** Path + query of an absolute or relative URL (app.inject takes paths). */
const local = (location: string) => {
  const u = new URL(location, 'http://localhost');
  return u.pathname + u.search;
};

/**
 * Signs a user in at the embedded provider and returns the code of the redirect to /login.
 * Fails (throws) when the provider does not redirect back, e.g. for a wrong password.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  email: string,
  password: string,
  jar = new CookieJar(),
  /** Where the sign-in comes from (wrong passwords are limited per address). */
  remoteAddress = '127.0.0.1',
  /** The client behind a proxy in TRUST_PROXY, as its X-Forwarded-For names it. */
  forwardedFor?: string,
) {
  const { issuer } = app.ctx;
  const start = authorizationRequest(`${issuer.issuer}/auth`, issuer.clientId, app.ctx.config.publicUrl);
  let currentUrl = local(start.url);
  let res = await app.inject({ method: 'GET', url: currentUrl, headers: { cookie: jar.header() } });
  jar.store(res);
  for (let hops = 0; hops < 10; hops++) {
    if (res.statusCode === 200 && res.body.includes('<form') && res.body.includes('name="password"')) {
      const action = /action="([^"]+)"/.exec(res.body)![1]!;
      currentUrl = local(new URL(action, `http://localhost${currentUrl}`).toString());
      res = await app.inject({
        method: 'POST',
        url: currentUrl,
        headers: {
          cookie: jar.header(),
          'content-type': 'application/x-www-form-urlencoded',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        payload: new URLSearchParams({ email, password }).toString(),
        remoteAddress,
      });
      jar.store(res);
      continue;
    }
    const location = res.headers.location;
    if (!location || res.statusCode < 300 || res.statusCode >= 400) break;
    const next = new URL(location, issuer.issuer);
    if (next.pathname === REDIRECT_PATH) {
      if (next.searchParams.get('state') !== start.state) throw new Error('state mismatch');
      const code = next.searchParams.get('code');
      if (!code) throw new Error(`no code in ${location}`);
      return { code, verifier: start.verifier, redirectUri: start.redirectUri, jar };
    }
    currentUrl = next.pathname + next.search;
    res = await app.inject({ method: 'GET', url: currentUrl, headers: { cookie: jar.header() } });
    jar.store(res);
  }
  throw new SignInPageError(res.statusCode, res.body);
}

/** The provider answered with a page instead of redirecting back (wrong password, lock-out …). */
export class SignInPageError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`sign-in did not return to ${REDIRECT_PATH}: ${status} ${body.slice(0, 300)}`);
  }
}
