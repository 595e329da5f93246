// Who may call what is declared per route, in one place: `config.access`. This hook enforces it
// before the body is parsed, so an unauthenticated call is refused without reading its input.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PermissionKey, type AccountRole } from '@dealer/contracts';
import { AppError } from '../lib/app-error.ts';
import {
  linkIdpSubject,
  unlinkedUserWithAccessByEmail,
  userWithAccessBySubject,
} from '../identity/identity.repository.ts';
import type { Db } from '../db/database.ts';
import type { AccessTokenVerifier } from '../identity/access-tokens.ts';
import { cachedUser, keptUser } from '../identity/auth-cache.ts';

/** 'public': no token; 'user': any signed-in user; a permission key: users holding it. */
export type RouteAccess = 'public' | 'user' | PermissionKey;
type SignedInAccess = Exclude<RouteAccess, 'public'>;

interface AccountContext {
  role: AccountRole;
  bikeShopId: number | null;
  serviceCenterId: number | null;
  serviceRegionIds: number[];
}

export interface CurrentUser {
  id: string;
  email: string;
  status: 'enabled' | 'disabled' | 'unconfirmed';
  permissions: ReadonlySet<PermissionKey>;
  account: AccountContext | null;
  tokenExp: number;
  /**
   * The client's address (request.ip: behind the proxies in TRUST_PROXY, the client's own), on the
   * requests that change something: the audit log names it with each change (decision 3307).
   */
  address?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule and schema; the route-walk test reads it. */
    routeCatalogue: CatalogueEntry[];
  }
}

export interface CatalogueEntry {
  method: string;
  url: string;
  access: RouteAccess;
  schema: Record<string, unknown> | undefined;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  // "Bearer <token>", the scheme in any case (RFC 9110); no array made per call.
  const space = header.indexOf(' ');
  if (space !== 6 || header.slice(0, 6).toLowerCase() !== 'bearer') return undefined;
  const end = header.indexOf(' ', 7);
  return header.slice(7, end === -1 ? undefined : end) || undefined;
}

async function loadUser(
  db: Db,
  sub: string,
  email: string | undefined,
): Promise<Omit<CurrentUser, 'tokenExp'> | null> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  // The embedded issuer uses our user id as subject; an external issuer's subject is linked on first
  // sign-in through the verified e-mail claim.
  let row = await userWithAccessBySubject(db, sub, isUuid);
  if (!row && email) {
    row = await unlinkedUserWithAccessByEmail(db, email);
    if (row && row.user.id !== sub) await linkIdpSubject(db, row.user.id, sub);
  }
  if (!row) return null;
  const known = new Set<string>(PermissionKey);
  return {
    id: row.user.id,
    email: row.user.email,
    status: row.user.status,
    permissions: new Set((row.keys ?? []).filter((k): k is PermissionKey => known.has(k))),
    account: row.account
      ? {
          role: row.account.role,
          bikeShopId: row.account.bikeShopId,
          serviceCenterId: row.account.serviceCenterId,
          serviceRegionIds: row.account.serviceRegionIds,
        }
      : null,
  };
}

/** Authenticates a bearer token: 401000 when missing/invalid, 401701 expired, 401702 unknown user. */
async function authenticate(
  db: Db,
  verifier: AccessTokenVerifier,
  token: string | undefined,
): Promise<CurrentUser> {
  if (!token) throw new AppError(401000);
  const claims = await verifier.verify(token);
  // Kept a few seconds (identity/auth-cache.ts): an authenticated call need not query the database.
  const user = await cachedUser(db, claims.sub, () => loadUser(db, claims.sub, claims.email));
  if (!user) throw new AppError(401702);
  return signedIn(user, claims.exp);
}

/**
 * authenticate() without waiting, for a token already verified whose user is kept (nearly every
 * call of a signed-in portal): undefined when either must be checked or loaded first.
 */
function knownCaller(db: Db, verifier: AccessTokenVerifier, token: string): CurrentUser | undefined {
  const claims = verifier.known(token);
  const user = claims && keptUser<Omit<CurrentUser, 'tokenExp'>>(db, claims.sub);
  return user ? signedIn(user, claims.exp) : undefined;
}

/**
 * The caller on the request, and 403000 when the route wants a permission it lacks. Not a closure
 * made per request: under tsx every named function made at run time also costs a defineProperty.
 */
function admit(request: FastifyRequest, access: SignedInAccess, user: CurrentUser): AppError | undefined {
  // The kept user is shared by every request of its token; a change gets its own copy with its address.
  request.currentUser = READS.has(request.method) ? user : { ...user, address: request.ip };
  return access !== 'user' && !user.permissions.has(access) ? new AppError(403000) : undefined;
}

function signedIn(user: Omit<CurrentUser, 'tokenExp'>, tokenExp: number): CurrentUser {
  if (user.status === 'disabled') throw new AppError(401600);
  // One object per kept user and token expiry, not a copy per request.
  let current = withTokenExp.get(user);
  if (current?.tokenExp !== tokenExp) {
    current = { ...user, tokenExp };
    withTokenExp.set(user, current);
  }
  return current;
}
const withTokenExp = new WeakMap<object, CurrentUser>();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; verifier: () => AccessTokenVerifier }) => {
    app.decorateRequest('currentUser', null);
    const catalogue: CatalogueEntry[] = [];
    app.decorate('routeCatalogue', catalogue);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`route ${String(route.method)} ${route.url} declares no access rule`);
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        catalogue.push({
          method,
          url: route.url,
          access,
          schema: route.schema as Record<string, unknown> | undefined,
        });
      }
    });
    // Callback style, answered at once for a known caller: an async hook costs every call a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const rule = request.routeOptions.config.access;
      if (!rule || rule === 'public') return done();
      const access: SignedInAccess = rule;
      const token = bearerToken(request);
      let known: CurrentUser | undefined;
      try {
        known = token ? knownCaller(opts.db, opts.verifier(), token) : undefined;
      } catch (err) {
        return done(err as Error);
      }
      if (known) return done(admit(request, access, known));
      authenticate(opts.db, opts.verifier(), token).then((user) => done(admit(request, access, user)), done);
    });
  },
  { name: 'access' },
);

/** The signed-in user of a route whose access is not 'public'. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError(401000);
  return request.currentUser;
}
