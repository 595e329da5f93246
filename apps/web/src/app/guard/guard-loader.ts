// The guard as the root route's loader: it builds the context from the session, runs the rules and
// turns the decision into a redirect. Page-view tracking happens after the navigation (RootShell).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isPublicPath } from '../../config/paths.ts';
import { getAccessToken } from '../../lib/auth/tokens.ts';
import { isCookieDismissed, isMobileNoticeSeen } from '../../lib/storage.ts';
import { isMobileDevice } from '../../lib/device.ts';
import { clearSession, loadAccount, tokenLogin } from '../../lib/session/auth.ts';
import { roleOf, sessionStore } from '../../lib/session/session-store.ts';
import { runGuard, type GuardContext, type GuardEffect } from './rules.ts';

let lastPath: string | null = null;

function contextFor(url: URL, from: string | null): GuardContext {
  const s = sessionStore.get();
  const role = roleOf(s.permission);
  return {
    to: { pathname: url.pathname, search: url.search, hash: url.hash },
    from,
    hasStoredToken: getAccessToken() !== null,
    loggedIn: s.loggedIn,
    tokenLoginTried: s.tokenLoginTried,
    tokenLoginFailedNow: false,
    accountFetched: s.accountFetched,
    accountFetchFailed: s.accountFetchFailed,
    needsAccountSetup: s.accountFetched && !s.accountFetchFailed && !s.account?.detail,
    permissionEmpty: !Object.values(s.permission ?? {}).some(Boolean),
    isDealerOrServiceCenter: role.isDealer || role.isServiceCenter,
    cookieDismissed: isCookieDismissed(),
    isMobile: isMobileDevice(),
    mobileNoticeSeen: isMobileNoticeSeen(),
    requiresLogin: !isPublicPath(url.pathname),
    publicTarget: isPublicPath(url.pathname),
  };
}

async function runEffect(effect: GuardEffect, ctx: GuardContext): Promise<GuardContext> {
  const url = new URL(ctx.to.pathname + ctx.to.search + ctx.to.hash, window.location.origin);
  if (effect === 'tokenLogin') {
    const ok = await tokenLogin();
    return { ...contextFor(url, ctx.from), tokenLoginFailedNow: !ok };
  }
  await loadAccount();
  return contextFor(url, ctx.from);
}

export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const decision = await runGuard(contextFor(url, lastPath), runEffect);
  switch (decision.kind) {
    case 'next':
      lastPath = url.pathname;
      return null;
    case 'redirect':
      // Log out only when there is a session to end, so a first visit keeps its language choice.
      if (decision.logout && (getAccessToken() !== null || sessionStore.get().loggedIn)) clearSession();
      throw redirect(decision.to);
    case 'cancel':
      // Stay where the user was; on the first load there is nowhere to stay, so show /login.
      throw redirect(lastPath ?? '/login');
  }
}
