// Rate limits (@fastify/rate-limit) on the calls an attacker or a runaway script would hammer:
// sign-in, password reset, token refresh, uploads and every call that sends mail. Counters are shared
// by every API process: PostgreSQL by default (rate-limit-store.ts), Redis when REDIS_URL is set.
// A limited call answers 429 with the catalogue's 400601 and Retry-After. README lists the limits.
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { pgRateLimitStore } from './rate-limit-store.ts';

const MINUTE = 60_000;

/** Every limit, in one table (README "Rate limits" repeats it). */
export const Limits = {
  /** Wrong passwords (password sign-in and the provider's page), per address. */
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

const address = (request: FastifyRequest) => request.ip;
const account = (request: FastifyRequest) => request.currentUser?.id ?? `ip:${request.ip}`;
const addressAndAccount = (request: FastifyRequest) => {
  const body = request.body as { username?: unknown } | undefined;
  return `${request.ip}|${typeof body?.username === 'string' ? body.username.trim().toLowerCase() : ''}`;
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
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
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
 * Wrong passwords are counted per address: `run` signs in; a refused password (or unknown account)
 * counts, and from the limit on every attempt is refused with 429 before a password is checked.
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
      await limiter(request);
    }
    throw err;
  }
}
const signInLimiters = new WeakMap<FastifyInstance, ReturnType<FastifyInstance['createRateLimit']>>();
