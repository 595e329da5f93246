// The query cache's provider as a lazy layout route around every screen that reads or writes through
// TanStack Query. The sign-in pages sit outside it, so a first visit downloads neither the query
// client nor its persister (a tenth of the first route's JavaScript). The client itself is one for
// the page's life (lib/api/query-client.ts): leaving this layout and coming back keeps its cache.
import { Outlet } from 'react-router';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { persistOptions, queryClient } from '../lib/api/query-client.ts';

export function QueryLayer() {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <Outlet />
    </PersistQueryClientProvider>
  );
}
