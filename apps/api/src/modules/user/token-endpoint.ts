// Server-side calls to the issuer's token endpoint (client_secret_basic). The embedded provider is
// called in-process through app.inject(): same HTTP semantics, no network hop, and it works whatever
// address PUBLIC_URL names (a proxy in front, a container port mapping …).
import type { FastifyInstance } from 'fastify';
import { EMBEDDED_ISSUER_PATH } from '../../identity/issuer.ts';
import type { TokenSet } from '../../idp/idp-tokens.ts';

export interface TokenEndpointAnswer {
  status: number;
  body: Record<string, unknown>;
}

function basicAuth(clientId: string, clientSecret: string): string {
  // RFC 6749 §2.3.1: id and secret are form-urlencoded before base64.
  const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${enc(clientId)}:${enc(clientSecret)}`).toString('base64')}`;
}

export async function callTokenEndpoint(
  app: FastifyInstance,
  params: Record<string, string>,
): Promise<TokenEndpointAnswer> {
  const { issuer } = app.ctx;
  const headers = {
    authorization: basicAuth(issuer.clientId, issuer.clientSecret),
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  const payload = new URLSearchParams(params).toString();
  if (issuer.kind === 'embedded') {
    const res = await app.inject({ method: 'POST', url: `${EMBEDDED_ISSUER_PATH}/token`, headers, payload });
    return { status: res.statusCode, body: parseJson(res.body) };
  }
  const { token_endpoint } = await issuer.discovery();
  const res = await fetch(token_endpoint, {
    method: 'POST',
    headers,
    body: payload,
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: parseJson(await res.text()) };
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The token response in the shape of the user calls, or undefined when the issuer refused. */
export function toTokenSet(answer: TokenEndpointAnswer, previousRefreshToken?: string): TokenSet | undefined {
  const { status, body } = answer;
  if (status !== 200 || typeof body.access_token !== 'string') return undefined;
  const refresh = typeof body.refresh_token === 'string' ? body.refresh_token : previousRefreshToken;
  return {
    // An issuer may omit the ID token on refresh; the portal keeps its earlier one then.
    id_token: typeof body.id_token === 'string' ? body.id_token : '',
    access_token: body.access_token,
    refresh_token: refresh ?? '',
    expires_in: typeof body.expires_in === 'number' ? body.expires_in : Number(body.expires_in) || 0,
    token_type: 'Bearer',
  };
}
