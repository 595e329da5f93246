// Sign-in (authorization code + PKCE), token login, refresh and logout (portal-spec §2, §4).
import { sameOriginPath } from '../same-origin-path.ts';
import { StorageKey } from '@dealer/contracts';
import * as oauth from 'oauth4webapi';
import { clearTokens, getAccessToken, getIdToken, getRefreshToken, storeTokens } from '../auth/tokens.ts';
import { isTokenExpired } from '../auth/jwt.ts';
import { clearStorageOnLogout, writeJson, writeString } from '../storage.ts';
import { isApiError } from '../api/api-error.ts';
import { setTokenRefresher, TOKEN_EXPIRED } from '../api/client.ts';
import { resetShellStores, showAlert, closeAlert } from '../stores/shell-stores.ts';
import { t } from '../i18n/i18n.ts';
import { paths } from '../../config/paths.ts';
import { getAuthConfig } from './api/auth-config.ts';
import { exchangeAuthorizationCode, refreshTokenCall, verifyToken } from './api/token-calls.ts';
import { fetchAccount, fetchPermission } from './api/account.ts';
import {
  clearQueryCache,
  initialSession,
  notifySessionCleared,
  sessionStore,
  stopQueryPersistence,
} from './session-store.ts';
import { uiLocales } from '../i18n/sign-in-language.ts';

const PENDING_KEY = 'pendingSignIn';
interface PendingSignIn {
  state: string;
  verifier: string;
  redirectUrl: string;
}

const loginRedirectUri = () => `${window.location.origin}${paths.login}`;

/** Sends the browser to the provider's authorize endpoint; verifier and state stay in sessionStorage. */
export async function startSignIn(redirectUrl: string): Promise<void> {
  const config = await getAuthConfig();
  // PKCE (RFC 7636, S256) and state from oauth4webapi.
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    verifier: oauth.generateRandomCodeVerifier(),
    redirectUrl,
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(config.authorization_endpoint, window.location.origin);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.client_id,
    scope: config.scope,
    redirect_uri: loginRedirectUri(),
    state: pending.state,
    code_challenge: await oauth.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    // The sign-in page opens in the portal's language (decision 1770).
    ui_locales: uiLocales(),
  }).toString();
  window.location.assign(url.toString());
}

export class SignInStateError extends Error {}

/** Handles /login?code&state: returns the address to go to. */
export async function completeSignIn(code: string, state: string): Promise<string> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = raw ? (JSON.parse(raw) as PendingSignIn) : null;
  if (!pending || pending.state !== state) throw new SignInStateError('state mismatch');
  const config = await getAuthConfig();
  const tokens = await exchangeAuthorizationCode({
    client_id: config.client_id,
    code,
    redirect_uri: loginRedirectUri(),
    code_verifier: pending.verifier,
  });
  storeTokens(tokens);
  // The guard's token login (rule 1) verifies the new token on the next navigation.
  sessionStore.set({ ...initialSession });
  return safeRedirect(pending.redirectUrl);
}

/** Only same-origin paths are followed after sign-in. */
export function safeRedirect(redirectUrl: string | null | undefined): string {
  return sameOriginPath(redirectUrl, paths.home);
}

/** Where the user was when the session expired, to come back to after signing in again (this tab). */
const RETURN_KEY = 'returnAfterSignIn';

function rememberReturnPath(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  if (here !== paths.login) sessionStorage.setItem(RETURN_KEY, here);
}

/** The remembered place (once), or null. */
export function takeReturnPath(): string | null {
  const saved = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return saved ? safeRedirect(saved) : null;
}

let refreshing: Promise<boolean> | null = null;
/** Refreshes the tokens once even when several calls ask at the same time. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    try {
      storeTokens(await refreshTokenCall(refreshToken));
      sessionStore.set((s) => ({ ...s, loggedIn: true }));
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Rule 1: log in with the stored access token; an expired one is refreshed first. */
export async function tokenLogin(): Promise<boolean> {
  sessionStore.set((s) => ({ ...s, tokenLoginTried: true }));
  try {
    const user = await verifyTokenOrRefresh();
    writeString(StorageKey.username, user.username);
    sessionStore.set((s) => ({ ...s, loggedIn: true, username: user.username }));
    return true;
  } catch {
    sessionStore.set((s) => ({ ...s, loggedIn: false }));
    showSessionExpiredAlert();
    return false;
  }
}

async function verifyTokenOrRefresh() {
  try {
    return await verifyToken();
  } catch (err) {
    if (isApiError(err) && err.code === TOKEN_EXPIRED && (await refreshTokens())) return verifyToken();
    throw err;
  }
}

/** Rule 2: account attributes and permissions, once after login. */
export async function loadAccount(): Promise<void> {
  const [account, permission] = await Promise.allSettled([fetchAccount(), fetchPermission()]);
  const next = {
    accountFetched: true,
    accountFetchFailed: account.status === 'rejected',
    account: account.status === 'fulfilled' ? account.value : null,
    permission: permission.status === 'fulfilled' ? permission.value : {},
  };
  if (next.account) writeJson(StorageKey.accountAttribute, next.account);
  writeJson(StorageKey.permission, next.permission);
  sessionStore.set((s) => ({ ...s, ...next, username: next.account?.username ?? s.username }));
}

/** Local part of logout: storage (except the two kept keys), every store, the query cache. */
export function clearSession(): void {
  clearTokens();
  clearStorageOnLogout();
  clearQueryCache();
  resetShellStores();
  notifySessionCleared();
  sessionStore.set({ ...initialSession, tokenLoginTried: true });
}

/** Full logout: local clear, then the provider's logout address with a return to /login. */
export async function logout(): Promise<void> {
  const idToken = getIdToken();
  const config = await getAuthConfig().catch(() => null);
  stopQueryPersistence();
  clearSession();
  // An issuer without a logout endpoint: the local logout is all there is.
  if (!config?.end_session_endpoint) {
    window.location.assign(paths.login);
    return;
  }
  const url = new URL(config.end_session_endpoint, window.location.origin);
  url.search = new URLSearchParams({
    client_id: config.client_id,
    post_logout_redirect_uri: loginRedirectUri(),
    // The provider's sign-out page (seen without script, or on a slow line) in the portal's language.
    ui_locales: uiLocales(),
    ...(idToken ? { id_token_hint: idToken } : {}),
  }).toString();
  window.location.assign(url.toString());
}

export function showSessionExpiredAlert(): void {
  showAlert({
    type: 'warning',
    title: t('alert.sessionExpired.title'),
    subtitle: t('alert.sessionExpired.text'),
    closable: false,
    confirmText: t('alert.sessionExpired.login'),
    onConfirm: () => {
      closeAlert();
      // Back to this page after signing in again, not home (issue 17 point 11).
      rememberReturnPath();
      void logout();
    },
  });
}

/** When the window gains focus and the stored access token has expired, refresh it. */
async function refreshIfExpired(now = Date.now()): Promise<void> {
  const token = getAccessToken();
  if (!token || !isTokenExpired(token, now)) return;
  if (!(await refreshTokens())) showSessionExpiredAlert();
}

export function installSessionHandlers(): () => void {
  setTokenRefresher(refreshTokens, showSessionExpiredAlert);
  const onFocus = () => void refreshIfExpired();
  window.addEventListener('focus', onFocus);
  return () => window.removeEventListener('focus', onFocus);
}
