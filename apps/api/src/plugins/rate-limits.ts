// Rate limits (@fastify/rate-limit) on the calls an attacker or a runaway script would hammer:
// sign-in, password reset, token refresh, uploads and every call that sends mail. Counters are shared
// by every API process: PostgreSQL by default (rate-limit-store.ts), Redis when REDIS_URL is set.
// A limited call answers 429 with the catalogue's 400601 and Retry-After. docs/operations.md lists the limits.
// "Address" is the client's (request.ip behind the proxies in TRUST_PROXY), an IPv6 client's /64.
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import type { Db } from '../db/database.ts';
import { AccountLocked } from '../identity/credentials.ts';
import { AppError } from '../lib/app-error.ts';
import { pgRateLimitStore } from './rate-limit-store.ts';

const MINUTE = 60_000;

/** Every limit, in one table (docs/operations.md "Rate limits" repeats it). */
export const Limits = {
  /** Wrong passwords and unknown accounts (password sign-in and the provider's page), per client address. */
  signInFailures: { max: 5, timeWindow: MINUTE },
  /** Reset codes mailed, per address and account. */
  forgotPassword: { max: 3, timeWindow: 15 * MINUTE },
  /** Reset codes tried, per address and account (5 wrong codes also void the code). */
  confirmForgotPassword: { max: 10, timeWindow: 15 * MINUTE },
  /** Token refreshes, per address. */
  refreshToken: { max: 30, timeWindow: MINUTE },
  /** Image uploads, per account. */
  upload: { max: 30, timeWindow: 10 * MINUTE },
  /** Calls that send mail (tickets, reports, review decisions), per account. */
  mail: { max: 20, timeWindow: 60 * MINUTE },
} as const;
export type LimitName = keyof typeof Limits;

/**
 * The client a counter belongs to: its IPv4 address, or the /64 network of an IPv6 one (one
 * subscriber's share; counting single IPv6 addresses would give an attacker 2^64 fresh counters).
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

const address = (request: FastifyRequest) => clientAddressKey(request.ip);
const account = (request: FastifyRequest) => request.currentUser?.id ?? `ip:${address(request)}`;
const addressAndAccount = (request: FastifyRequest) => {
  const body = request.body as { username?: unknown } | undefined;
  return `${address(request)}|${typeof body?.username === 'string' ? body.username.trim().toLowerCase() : ''}`;
};

const keyBy: Record<LimitName, (request: FastifyRequest) => string> = {
  signInFailures: address,
  forgotPassword: addressAndAccount,
  confirmForgotPassword: addressAndAccount,
  refreshToken: address,
  upload: account,
  mail: account,
};
/** Keys carry the limit's name, so limits never share a counter (in Redis all keys share one space). */
const keyOf = (name: LimitName) => (request: FastifyRequest) => `${name}:${keyBy[name](request)}`;

/** The route config of a limited call: `config: { access: …, ...limited('mail') }`. */
export function limited(name: LimitName): { rateLimit: RateLimitOptions } {
  // preHandler: the caller's account and body are known by then.
  return { rateLimit: { ...Limits[name], keyGenerator: keyOf(name), hook: 'preHandler' } };
}

export class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(400601);
  }
  override get status(): number {
    return 429;
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; redisUrl: string | undefined }) => {
    // Loaded only when configured: the Redis client is a few MB of heap a single process never uses.
    const redis = opts.redisUrl
      ? new (await import('ioredis')).Redis(opts.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'dealer-portal-rate-' } : { store: pgRateLimitStore(opts.db) }),
      errorResponseBuilder: (_request, context) => new RateLimited(Math.ceil(context.ttl / 1000)),
    });
  },
  { name: 'rate-limits' },
);

/**
 * Wrong passwords are limited per client address here and per account by the lock-out
 * (identity/credentials.ts), each on its own (decision 2600): `run` signs in; a wrong password or an
 * unknown account counts against the address, and from the limit on that address's every attempt is
 * refused with 429 before a password is checked — other addresses sign in as before. An attempt on a
 * locked account checks no password and costs the address nothing, so a locked account never uses up
 * the budget of the others signing in from the same address.
 */
export async function withSignInLimit<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  run: () => Promise<T>,
) {
  const limiter =
    signInLimiters.get(app) ??
    app.createRateLimit({
      ...Limits.signInFailures,
      keyGenerator: keyOf('signInFailures'),
    });
  signInLimiters.set(app, limiter);
  const state = await limiter(request, { increment: false });
  const signIns = app.metrics.signIns;
  if (!state.isAllowed && state.remaining === 0) {
    signIns.inc({ outcome: 'limited' });
    throw new RateLimited(state.ttlInSeconds);
  }
  try {
    const result = await run();
    signIns.inc({ outcome: 'success' });
    return result;
  } catch (err) {
    if (err instanceof AppError && (err.code === 401700 || err.code === 401702 || err.code === 400601)) {
      signIns.inc({ outcome: err.code === 400601 ? 'locked' : 'failure' });
      if (!(err instanceof AccountLocked) || err.passwordTried) await limiter(request);
    }
    throw err;
  }
}
const signInLimiters = new WeakMap<FastifyInstance, ReturnType<FastifyInstance['createRateLimit']>>();
