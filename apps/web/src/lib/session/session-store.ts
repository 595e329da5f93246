// The signed-in user as the guard and the shell see it (portal-spec §3 "Account", §4 login state).
import type { PermissionMap } from '@dealer/contracts';
import { isDealer, isServiceCenter } from '@dealer/contracts';
import type { Account } from '../api/api-models.ts';
import { createStore, useStore } from '../stores/create-store.ts';

export interface SessionState {
  loggedIn: boolean;
  username: string | null;
  /** A token login was tried since the page loaded or the last sign-in (rule 1 runs once). */
  tokenLoginTried: boolean;
  /** Account attributes and permissions were fetched after login (rule 2 runs once). */
  accountFetched: boolean;
  accountFetchFailed: boolean;
  account: Account | null;
  permission: PermissionMap | null;
}

export const initialSession: SessionState = {
  loggedIn: false,
  username: null,
  tokenLoginTried: false,
  accountFetched: false,
  accountFetchFailed: false,
  account: null,
  permission: null,
};

export const sessionStore = createStore<SessionState>(initialSession);
export const useSession = () => useStore(sessionStore);

// The query cache's part in a logout. lib/api/query-client.ts sets the clearer when it loads; the
// sign-in pages never load it (app/QueryLayer.tsx), and then there is no cache in memory to clear.
let queryCacheClearer = () => {};
let queryPersistenceStopped = false;

export function setQueryCacheClearer(clear: () => void): void {
  queryCacheClearer = clear;
}
export const clearQueryCache = () => queryCacheClearer();

/** Set while the page leaves for the provider's logout: no late write may bring the cache back. */
export function stopQueryPersistence(): void {
  queryPersistenceStopped = true;
}
export const isQueryPersistenceStopped = () => queryPersistenceStopped;

const clearedListeners = new Set<() => void>();

/**
 * `listener` runs at every local logout, after storage, the stores and the query cache were cleared:
 * a domain module drops the state it keeps itself (lib/ never imports domain code, so it cannot call it).
 */
export function onSessionCleared(listener: () => void): void {
  clearedListeners.add(listener);
}

export function notifySessionCleared(): void {
  for (const listener of clearedListeners) listener();
}

export function roleOf(permission: PermissionMap | null) {
  return { isDealer: isDealer(permission), isServiceCenter: isServiceCenter(permission) };
}
