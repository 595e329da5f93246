// One QueryClient; GET results are persisted to localStorage for one hour (portal-spec §7).
import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { GET_CACHE_TTL_MS } from '@dealer/contracts';
import { isQueryPersistenceStopped, setQueryCacheClearer } from '../session/session-store.ts';
import { reactToApiError } from './error-reactions.ts';

/** Query/mutation meta: codes the screen shows itself (e.g. 400702 on the phone field). */
export interface ErrorMeta extends Record<string, unknown> {
  handledCodes?: readonly number[];
  /** The screen shows every error itself. */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reactToApiError(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _v, _c, mutation) => reactToApiError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: { gcTime: GET_CACHE_TTL_MS, staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// A logout clears it (lib/session/auth.ts calls this through the session store).
setQueryCacheClearer(() => queryClient.clear());

const QUERY_CACHE_STORAGE_KEY = 'queryCache';

const persistStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined =
  typeof window === 'undefined'
    ? undefined
    : {
        getItem: (key) => window.localStorage.getItem(key),
        setItem: (key, value) => {
          if (!isQueryPersistenceStopped()) window.localStorage.setItem(key, value);
        },
        removeItem: (key) => window.localStorage.removeItem(key),
      };

const queryPersister = createSyncStoragePersister({
  storage: persistStorage,
  key: QUERY_CACHE_STORAGE_KEY,
  throttleTime: 500,
});

/** First query-key parts never written to localStorage. */
const NOT_KEPT = ['auth', 'service-tool', 'bridge', 'rider-report'];

export const persistOptions = {
  persister: queryPersister,
  maxAge: GET_CACHE_TTL_MS,
  // Tokens and sign-in settings are not worth keeping, nor the service-tool session's tasks and bike
  // reading, nor anything read from the bike through the bridge (read afresh after a page reload:
  // a kept copy would show a setting as it was before the last write), nor a report a rider opened by
  // link (a shared phone keeps no copy); everything else a GET returned is.
  dehydrateOptions: {
    shouldDehydrateQuery: (q: { queryKey: readonly unknown[]; state: { status: string } }) =>
      q.state.status === 'success' && !NOT_KEPT.includes(q.queryKey[0] as string),
  },
  buster: 'v1',
};
