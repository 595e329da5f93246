// Configuration comes only from environment variables (README lists each with its default).
// A bad value stops the process with a message naming the variable.
import os from 'node:os';
import path from 'node:path';

export interface ApiConfig {
  port: number;
  host: string;
  /** Public origin of portal + API, used for OIDC redirect URIs and links in mails. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  oidc: { issuer: string | undefined; clientId: string; clientSecret: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string;
  /** Files served at /downloads/ (the system bridge packages of scripts/build-bridge-packages.mjs). */
  downloadsDir: string;
  logLevel: string;
  accessTokenTtlSeconds: number;
  sessionTokenTtlSeconds: number;
  seedDemoData: boolean;
  zendesk: { subdomain: string | undefined; email: string | undefined; apiToken: string | undefined };
  blobDir: string;
  s3: { endpoint: string | undefined; bucket: string | undefined; accessKeyId: string | undefined; secretAccessKey: string | undefined; region: string };
  corsOrigins: string[];
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw.replace(/\/$/, '');
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadConfig(env: Env = process.env): ApiConfig {
  const port = int(env, 'PORT', 8080, 1, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!;
  // memory:// keeps the database in memory (tests); blobs then go to a throw-away temp folder.
  const inMemory = (env.DATA_DIR ?? '').startsWith('memory://');
  const dataDir = inMemory ? 'memory://' : path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  const defaultBlobDir = inMemory ? path.join(os.tmpdir(), `dealer-portal-blobs-${process.pid}-${Date.now()}`) : path.join(dataDir, 'blobs');
  const issuer = url(env, 'OIDC_ISSUER', undefined, ['http:', 'https:']);
  if (issuer && !env.OIDC_CLIENT_ID) throw new ConfigError('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  const logLevel = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    oidc: {
      issuer,
      clientId: env.OIDC_CLIENT_ID || 'dealer-portal',
      clientSecret: env.OIDC_CLIENT_SECRET || 'dealer-portal-embedded-secret',
    },
    smtpUrl: url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Dealer Portal <no-reply@dealer-portal.local>',
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'apps/web/dist')),
    downloadsDir: path.resolve(env.DOWNLOADS_DIR || path.join(repoRoot, '.data/downloads')),
    logLevel,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL', 3600, 30, 86400),
    sessionTokenTtlSeconds: int(env, 'SESSION_TOKEN_TTL', 8 * 3600, 60, 7 * 86400),
    seedDemoData: bool(env, 'SEED_DEMO_DATA', true),
    zendesk: { subdomain: env.ZENDESK_SUBDOMAIN || undefined, email: env.ZENDESK_EMAIL || undefined, apiToken: env.ZENDESK_API_TOKEN || undefined },
    blobDir: path.resolve(env.BLOB_DIR || defaultBlobDir),
    s3: {
      endpoint: url(env, 'S3_ENDPOINT', undefined, ['http:', 'https:']),
      bucket: env.S3_BUCKET || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      region: env.S3_REGION || 'us-east-1',
    },
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
  };
}
