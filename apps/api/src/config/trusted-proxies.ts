// TRUST_PROXY: the load balancers and reverse proxies in front of the API, by address or CIDR. Only a
// connection from one of them has its X-Forwarded-For believed (Fastify's trustProxy, through
// @fastify/proxy-addr): request.ip is then the client's address, which the rate limits, the sign-in
// limits and the access log count by. Anyone else's X-Forwarded-For is ignored, so a client cannot
// choose its own address. Each entry is checked here by the same library Fastify uses.
import { compile } from '@fastify/proxy-addr';
import { ConfigError } from '@dealer/server-env';

/** The comma-separated list as Fastify's trustProxy array; ConfigError naming TRUST_PROXY otherwise. */
export function trustedProxies(raw: string): string[] {
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      compile(entry);
    } catch {
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return entries;
}
