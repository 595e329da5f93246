// Configuration comes only from environment variables (docs/configuration.md lists each with its default), read
// through one TypeBox schema (@dealer/server-env). A bad value stops the process with a message
// naming the variable.
import os from 'node:os';
import path from 'node:path';
import { ConfigError, readEnv, type Env } from '@dealer/server-env';
import { Type } from 'typebox';
import { trustedProxies } from './trusted-proxies.ts';

export interface ApiConfig {
  port: number;
  host: string;
  /** Public origin of portal + API, used for OIDC redirect URIs and links in mails. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  oidc: { issuer: string | undefined; clientId: string; clientSecret: string; audience: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often the mail worker looks for due mails. */
  mailPollMs: number;
  webDist: string;
  /** Files served at /downloads/ (the system bridge packages of scripts/build-bridge-packages.mjs). */
  downloadsDir: string;
  logLevel: string;
  accessTokenTtlSeconds: number;
  sessionTokenTtlSeconds: number;
  seedDemoData: boolean;
  zendesk: { subdomain: string | undefined; email: string | undefined; apiToken: string | undefined };
  blobDir: string;
  s3: {
    endpoint: string | undefined;
    bucket: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    region: string;
  };
  corsOrigins: string[];
  /** API requests running at once, and how long the next ones may wait for a turn before a 503. */
  admission: { maxActive: number; maxWaitMs: number; maxEventLoopDelayMs: number };
  /** Bearer token of /metrics; unset: no /metrics. */
  metricsToken: string | undefined;
  /** Redis for the rate-limit counters; unset: they live in PostgreSQL. */
  redisUrl: string | undefined;
  /** Error reporting: the portal's DSN (served to it at /api/monitoring/config) and the environment name. */
  monitoring: { portalDsn: string | undefined; environment: string };
  /** Addresses and CIDRs of the proxies whose X-Forwarded-For is believed (Fastify's trustProxy); empty: none. */
  trustProxy: string[];
  /** After SIGTERM: how long the process keeps serving with /api/ready at 503 before it closes. */
  shutdownGraceMs: number;
  /** Worker threads that draw PDFs (render-pdf.ts): a CJK font subset is seconds of CPU each. */
  pdfThreads: number;
  /** How often the resident size is looked at to hand glibc's free memory back (lib/memory-trim.ts); 0: never. */
  memoryTrimIntervalMs: number;
}

export { ConfigError };

const httpUrl = Type.String({ pattern: '^https?://[^\\s]+$' });
const LogLevel = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable the API reads, with its type, range and default. */
const ApiEnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8080 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PUBLIC_URL: Type.Optional(httpUrl),
  DATA_DIR: Type.Optional(Type.String()),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://[^\\s]+$' })),
  OIDC_ISSUER: Type.Optional(httpUrl),
  OIDC_CLIENT_ID: Type.Optional(Type.String()),
  OIDC_CLIENT_SECRET: Type.String({ default: 'dealer-portal-embedded-secret' }),
  OIDC_AUDIENCE: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$' })),
  MAIL_FROM: Type.String({ default: 'Dealer Portal <no-reply@dealer-portal.local>' }),
  MAIL_POLL_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 5000 }),
  WEB_DIST: Type.Optional(Type.String()),
  DOWNLOADS_DIR: Type.Optional(Type.String()),
  LOG_LEVEL: Type.String({ enum: [...LogLevel], default: 'info' }),
  ACCESS_TOKEN_TTL: Type.Integer({ minimum: 30, maximum: 86400, default: 3600 }),
  SESSION_TOKEN_TTL: Type.Integer({ minimum: 60, maximum: 7 * 86400, default: 8 * 3600 }),
  SEED_DEMO_DATA: Type.Boolean({ default: true }),
  ZENDESK_SUBDOMAIN: Type.Optional(Type.String()),
  ZENDESK_EMAIL: Type.Optional(Type.String()),
  ZENDESK_API_TOKEN: Type.Optional(Type.String()),
  BLOB_DIR: Type.Optional(Type.String()),
  S3_ENDPOINT: Type.Optional(httpUrl),
  S3_BUCKET: Type.Optional(Type.String()),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String()),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String()),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  CORS_ORIGINS: Type.String({ default: '' }),
  MAX_ACTIVE_REQUESTS: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  MAX_QUEUE_WAIT_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
  MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://[^\\s]+$' })),
  // The API's own reports (instrument.ts reads it too); the portal's unless PORTAL_SENTRY_DSN is set.
  SENTRY_DSN: Type.Optional(httpUrl),
  // 'off': the portal reports nothing even when SENTRY_DSN is set (the API still does).
  PORTAL_SENTRY_DSN: Type.Optional(Type.Union([httpUrl, Type.Literal('off')])),
  SENTRY_ENVIRONMENT: Type.String({ minLength: 1, maxLength: 64, default: 'production' }),
  TRUST_PROXY: Type.String({ default: '' }),
  SHUTDOWN_GRACE_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 5000 }),
  // Small: each thread holds its parsed fonts, and PDFs are rare next to the portal's reads.
  PDF_THREADS: Type.Integer({ minimum: 1, maximum: 4, default: 1 }),
  // glibc keeps what start-up and load freed; a trim gives it back once the resident size grew
  // (decision 3306). How often that size is looked at; 0: never trimmed.
  MEMORY_TRIM_INTERVAL_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 1000 }),
});

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadConfig(env: Env = process.env): ApiConfig {
  const e = readEnv(ApiEnvSchema, env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // memory:// keeps the database in memory (tests); blobs then go to a throw-away temp folder.
  const inMemory = (e.DATA_DIR ?? '').startsWith('memory://');
  const dataDir = inMemory ? 'memory://' : path.resolve(e.DATA_DIR ?? path.join(repoRoot, '.data'));
  const defaultBlobDir = inMemory
    ? path.join(os.tmpdir(), `dealer-portal-blobs-${process.pid}-${Date.now()}`)
    : path.join(dataDir, 'blobs');
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID)
    throw new ConfigError('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    oidc: {
      issuer: e.OIDC_ISSUER?.replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID ?? 'dealer-portal',
      clientSecret: e.OIDC_CLIENT_SECRET,
      // What an access token must name in `aud` to be for this API (decision 2652).
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPollMs: e.MAIL_POLL_MS,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    downloadsDir: path.resolve(e.DOWNLOADS_DIR ?? path.join(repoRoot, '.data/downloads')),
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    sessionTokenTtlSeconds: e.SESSION_TOKEN_TTL,
    seedDemoData: e.SEED_DEMO_DATA,
    zendesk: { subdomain: e.ZENDESK_SUBDOMAIN, email: e.ZENDESK_EMAIL, apiToken: e.ZENDESK_API_TOKEN },
    blobDir: path.resolve(e.BLOB_DIR ?? defaultBlobDir),
    s3: {
      endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      region: e.S3_REGION,
    },
    // The embedded database runs one query at a time: a short line keeps every wait short.
    admission: {
      maxActive: e.MAX_ACTIVE_REQUESTS ?? (e.DATABASE_URL ? 64 : 4),
      maxWaitMs: e.MAX_QUEUE_WAIT_MS,
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    },
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
    // One DSN switches reporting on for the whole product; the portal may have a project of its own.
    monitoring: {
      portalDsn: e.PORTAL_SENTRY_DSN === 'off' ? undefined : (e.PORTAL_SENTRY_DSN ?? e.SENTRY_DSN),
      environment: e.SENTRY_ENVIRONMENT,
    },
    trustProxy: trustedProxies(e.TRUST_PROXY),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    pdfThreads: e.PDF_THREADS,
    memoryTrimIntervalMs: e.MEMORY_TRIM_INTERVAL_MS,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
