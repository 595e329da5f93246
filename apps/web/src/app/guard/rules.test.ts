import { describe, expect, it } from 'vitest';
import {
  accountRule,
  accountSetupRule,
  cookieRule,
  guardRules,
  loginPageRule,
  mobileRule,
  permissionRule,
  requireLoginRule,
  runGuard,
  tokenLoginRule,
  type GuardContext,
} from './rules.ts';

const ctx = (over: Partial<GuardContext> = {}, pathname = '/'): GuardContext => ({
  to: { pathname, search: '', hash: '' },
  from: '/',
  hasStoredToken: true,
  loggedIn: true,
  tokenLoginTried: true,
  tokenLoginFailedNow: false,
  accountFetched: true,
  accountFetchFailed: false,
  needsAccountSetup: false,
  permissionEmpty: false,
  isDealerOrServiceCenter: true,
  cookieDismissed: true,
  isMobile: false,
  mobileNoticeSeen: false,
  requiresLogin: true,
  publicTarget: false,
  ...over,
});

describe('guard rules', () => {
  it('1 logs in with a stored token once and cancels when that failed', () => {
    expect(tokenLoginRule(ctx({ loggedIn: false, tokenLoginTried: false }))).toEqual({
      kind: 'effect',
      effect: 'tokenLogin',
    });
    expect(tokenLoginRule(ctx({ loggedIn: false, tokenLoginTried: true }))).toBeNull();
    expect(
      tokenLoginRule(ctx({ hasStoredToken: false, loggedIn: false, tokenLoginTried: false })),
    ).toBeNull();
    expect(tokenLoginRule(ctx({ tokenLoginFailedNow: true }))).toEqual({ kind: 'cancel' });
  });

  it('2 fetches the account once and sends a failed fetch to account setup', () => {
    expect(accountRule(ctx({ accountFetched: false }))).toEqual({ kind: 'effect', effect: 'fetchAccount' });
    expect(accountRule(ctx({ accountFetchFailed: true }))).toEqual({
      kind: 'redirect',
      to: '/account-setup',
    });
    expect(accountRule(ctx({ accountFetchFailed: true }, '/account-setup'))).toBeNull();
    expect(accountRule(ctx({ loggedIn: false, accountFetched: false }))).toBeNull();
  });

  it('3 sends users without a role or permissions to /no-permission', () => {
    expect(permissionRule(ctx({ permissionEmpty: true }))).toEqual({
      kind: 'redirect',
      to: '/no-permission',
    });
    expect(permissionRule(ctx({ isDealerOrServiceCenter: false }))).toEqual({
      kind: 'redirect',
      to: '/no-permission',
    });
    expect(permissionRule(ctx({ permissionEmpty: true }, '/no-permission'))).toBeNull();
    expect(permissionRule(ctx())).toBeNull();
  });

  it('4 logs out a user who has not dismissed the cookie prompt, except on /cookie-reject', () => {
    expect(cookieRule(ctx({ cookieDismissed: false }))).toEqual({
      kind: 'redirect',
      to: '/login',
      logout: true,
    });
    expect(cookieRule(ctx({ cookieDismissed: false }, '/cookie-reject'))).toBeNull();
    expect(cookieRule(ctx({ cookieDismissed: false, loggedIn: false }))).toBeNull();
  });

  it('5 sends a signed-in user away from /login', () => {
    expect(loginPageRule(ctx({}, '/login'))).toEqual({ kind: 'redirect', to: '/' });
    expect(loginPageRule(ctx({ loggedIn: false }, '/login'))).toBeNull();
  });

  it('6 sends a user without account attributes to account setup', () => {
    expect(accountSetupRule(ctx({ needsAccountSetup: true }))).toEqual({
      kind: 'redirect',
      to: '/account-setup',
    });
    expect(accountSetupRule(ctx({ needsAccountSetup: true }, '/account-setup'))).toBeNull();
    expect(accountSetupRule(ctx())).toBeNull();
  });

  it('7 sends mobile users to /mobile-init unless they come from the exempt pages', () => {
    expect(mobileRule(ctx({ isMobile: true, from: null }, '/service-tool'))).toEqual({
      kind: 'redirect',
      to: '/mobile-init?redirectUrl=%2Fservice-tool',
    });
    for (const from of ['/mobile-init', '/account-setup', '/login'])
      expect(mobileRule(ctx({ isMobile: true, from }))).toBeNull();
    expect(mobileRule(ctx({ isMobile: true }, '/mobile-init'))).toBeNull();
    expect(mobileRule(ctx())).toBeNull();
  });

  it('7 never stands in front of sign-in and shows the notice once per session (decision 1700)', () => {
    // The provider sends the user back to /login?code on a first load (from null): sign-in finishes.
    expect(
      mobileRule(ctx({ isMobile: true, from: null, loggedIn: false, publicTarget: true }, '/login')),
    ).toBeNull();
    expect(mobileRule(ctx({ isMobile: true, from: null, mobileNoticeSeen: true }))).toBeNull();
  });

  it('8 sends a route needing login to /login with the encoded address', () => {
    const c = ctx({ loggedIn: false, requiresLogin: true });
    c.to = { pathname: '/service-tool/firmware-update', search: '?a=1&b=2', hash: '' };
    expect(requireLoginRule(c)).toEqual({
      kind: 'redirect',
      to: '/login?redirectUrl=%2Fservice-tool%2Ffirmware-update%3Fa%3D1%26b%3D2',
      logout: true,
    });
    expect(requireLoginRule(ctx({ loggedIn: false, requiresLogin: false }))).toBeNull();
    expect(requireLoginRule(ctx())).toBeNull();
  });

  it('keeps the order of the spec', () => {
    expect(guardRules).toEqual([
      tokenLoginRule,
      accountRule,
      permissionRule,
      cookieRule,
      loginPageRule,
      accountSetupRule,
      mobileRule,
      requireLoginRule,
    ]);
  });
});

describe('runGuard', () => {
  it('runs effects and re-asks the rule', async () => {
    const effects: string[] = [];
    const decision = await runGuard(
      ctx({ loggedIn: false, tokenLoginTried: false, accountFetched: false }),
      async (effect, c) => {
        effects.push(effect);
        return effect === 'tokenLogin'
          ? { ...c, loggedIn: true, tokenLoginTried: true }
          : { ...c, accountFetched: true, needsAccountSetup: true };
      },
    );
    expect(effects).toEqual(['tokenLogin', 'fetchAccount']);
    expect(decision).toEqual({ kind: 'redirect', to: '/account-setup' });
  });

  it('cancels when the token login fails', async () => {
    const decision = await runGuard(ctx({ loggedIn: false, tokenLoginTried: false }), async (_e, c) => ({
      ...c,
      tokenLoginTried: true,
      tokenLoginFailedNow: true,
    }));
    expect(decision).toEqual({ kind: 'cancel' });
  });

  it('lets an allowed navigation through', async () => {
    expect(await runGuard(ctx(), async (_e, c) => c)).toEqual({ kind: 'next' });
  });

  it('an earlier rule wins over a later one', async () => {
    // No permissions and on a phone: rule 3 decides before rule 7.
    expect(
      await runGuard(ctx({ permissionEmpty: true, isMobile: true, from: null }), async (_e, c) => c),
    ).toEqual({ kind: 'redirect', to: '/no-permission' });
  });

  it('refuses an effect that does not settle', async () => {
    await expect(runGuard(ctx({ accountFetched: false }), async (_e, c) => c)).rejects.toThrow(
      'did not settle',
    );
  });
});
