// What every module needs, built once at start-up and decorated onto the app as `app.ctx`.
import type { ApiConfig } from './config/env.ts';
import type { Database, Db } from './db/database.ts';
import { resolveIssuer, type IssuerInfo } from './identity/issuer.ts';
import { signingKey, type SigningKey } from './identity/keys.ts';
import { SessionTokens } from './identity/session-token.ts';
import { CacheVersions } from './db/cache-versions.ts';

export interface AppContext {
  config: ApiConfig;
  database: Database;
  db: Db;
  issuer: IssuerInfo;
  sessionTokens: SessionTokens;
  firmwareKey: SigningKey;
  /** Versions of the data this process keeps in memory (reference data, identities). */
  cacheVersions: CacheVersions;
  /** draining: SIGTERM came; /api/ready answers 503 while the process finishes its work (server.ts). */
  lifecycle: { draining: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export async function createContext(config: ApiConfig, database: Database): Promise<AppContext> {
  const db = database.db;
  const [issuer, sessionKey, firmwareKey, cacheVersions] = await Promise.all([
    resolveIssuer(config, db),
    signingKey(db, 'bridge_session'),
    signingKey(db, 'firmware'),
    CacheVersions.start(database),
  ]);
  return {
    config,
    database,
    db,
    issuer,
    sessionTokens: new SessionTokens(sessionKey, `${config.publicUrl}/api`, config.sessionTokenTtlSeconds),
    firmwareKey,
    cacheVersions,
    lifecycle: { draining: false },
  };
}
