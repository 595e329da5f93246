// The navigation guard of portal-spec §4: eight rules in this order, each a pure function of the
// guard context. A rule answers null (pass), an effect to run before it is asked again, or a verdict.
import { href, paths } from '../../config/paths.ts';

export interface GuardContext {
  /** Target path, search and hash as typed (search and hash include their ? and #). */
  to: { pathname: string; search: string; hash: string };
  /** Path of the page the user comes from; null on the first load. */
  from: string | null;
  hasStoredToken: boolean;
  loggedIn: boolean;
  tokenLoginTried: boolean;
  /** The token login of this navigation failed (rule 1 cancels). */
  tokenLoginFailedNow: boolean;
  accountFetched: boolean;
  accountFetchFailed: boolean;
  /** Account attributes are missing (detail null). */
  needsAccountSetup: boolean;
  permissionEmpty: boolean;
  isDealerOrServiceCenter: boolean;
  cookieDismissed: boolean;
  isMobile: boolean;
  /** The mobile notice was shown and passed by in this browser session ("Continue anyway"). */
  mobileNoticeSeen: boolean;
  requiresLogin: boolean;
  /** The target is one of the pages reachable without a session (login, account setup, …). */
  publicTarget: boolean;
}

export type GuardEffect = 'tokenLogin' | 'fetchAccount';
type GuardVerdict =
  | { kind: 'effect'; effect: GuardEffect }
  | { kind: 'redirect'; to: string; logout?: boolean }
  | { kind: 'cancel' };

export type GuardRule = (ctx: GuardContext) => GuardVerdict | null;

const redirect = (ctx: GuardContext, to: string, logout = false): GuardVerdict | null =>
  ctx.to.pathname === to ? null : { kind: 'redirect', to, ...(logout ? { logout } : {}) };

/** 1. A stored token and no login yet: log in with it; on failure cancel (the alert is shown). */
export const tokenLoginRule: GuardRule = (ctx) => {
  if (ctx.tokenLoginFailedNow) return { kind: 'cancel' };
  if (ctx.hasStoredToken && !ctx.loggedIn && !ctx.tokenLoginTried)
    return { kind: 'effect', effect: 'tokenLogin' };
  return null;
};

/** 2. Fetch account attributes once after login; when that fails go to account setup. */
export const accountRule: GuardRule = (ctx) => {
  if (!ctx.loggedIn) return null;
  if (!ctx.accountFetched) return { kind: 'effect', effect: 'fetchAccount' };
  if (ctx.accountFetchFailed && ctx.to.pathname !== paths.noPermission)
    return redirect(ctx, paths.accountSetup);
  return null;
};

/** 3. No permissions, or neither dealer nor service center: /no-permission. */
export const permissionRule: GuardRule = (ctx) =>
  ctx.loggedIn && (ctx.permissionEmpty || !ctx.isDealerOrServiceCenter)
    ? redirect(ctx, paths.noPermission)
    : null;

/** 4. Cookie prompt not dismissed: log out and sign in again (where the prompt is shown). */
export const cookieRule: GuardRule = (ctx) =>
  ctx.loggedIn && !ctx.cookieDismissed && ctx.to.pathname !== paths.cookieReject
    ? { kind: 'redirect', to: paths.login, logout: true }
    : null;

/** 5. A signed-in user opening /login goes home. */
export const loginPageRule: GuardRule = (ctx) =>
  ctx.loggedIn && ctx.to.pathname === paths.login ? { kind: 'redirect', to: paths.home } : null;

/** 6. Account attributes missing: account setup. */
export const accountSetupRule: GuardRule = (ctx) =>
  ctx.loggedIn && ctx.needsAccountSetup && ctx.to.pathname !== paths.noPermission
    ? redirect(ctx, paths.accountSetup)
    : null;

const MOBILE_EXEMPT_FROM: readonly string[] = [paths.mobileInit, paths.accountSetup, paths.login];
/**
 * 7. Mobile: /mobile-init, unless coming from mobile-init, account setup or login. The notice is a
 * notice, not a wall (docs/decisions/1700): it never stands in front of a page that needs no login
 * (sign-in must finish, also when the provider sends the user back to /login?code on a phone), it
 * is shown once per browser session, and "Continue anyway" leads to the page the user asked for.
 */
export const mobileRule: GuardRule = (ctx) =>
  ctx.isMobile &&
  !ctx.mobileNoticeSeen &&
  !ctx.publicTarget &&
  ctx.to.pathname !== paths.mobileInit &&
  !(ctx.from !== null && MOBILE_EXEMPT_FROM.includes(ctx.from))
    ? redirect(ctx, href.mobileInitWithRedirect(ctx.to.pathname + ctx.to.search + ctx.to.hash))
    : null;

/** 8. A route needing login without a session: log out and sign in, then come back. */
export const requireLoginRule: GuardRule = (ctx) =>
  ctx.requiresLogin && !ctx.loggedIn
    ? {
        kind: 'redirect',
        to: href.loginWithRedirect(ctx.to.pathname + ctx.to.search + ctx.to.hash),
        logout: true,
      }
    : null;

export const guardRules: readonly GuardRule[] = [
  tokenLoginRule,
  accountRule,
  permissionRule,
  cookieRule,
  loginPageRule,
  accountSetupRule,
  mobileRule,
  requireLoginRule,
];

export type GuardDecision = Exclude<GuardVerdict, { kind: 'effect' }> | { kind: 'next' };

/**
 * Runs the rules in order. An effect updates the context and the same rule is asked again; every
 * effect flips the flag that asked for it, so each runs at most once per navigation.
 */
export async function runGuard(
  initial: GuardContext,
  runEffect: (effect: GuardEffect, ctx: GuardContext) => Promise<GuardContext>,
  rules: readonly GuardRule[] = guardRules,
): Promise<GuardDecision> {
  let ctx = initial;
  const ran = new Set<GuardEffect>();
  for (let i = 0; i < rules.length;) {
    const verdict = rules[i]!(ctx);
    if (!verdict) {
      i += 1;
      continue;
    }
    if (verdict.kind !== 'effect') return verdict;
    if (ran.has(verdict.effect)) throw new Error(`guard effect ${verdict.effect} did not settle`);
    ran.add(verdict.effect);
    ctx = await runEffect(verdict.effect, ctx);
  }
  return { kind: 'next' };
}
