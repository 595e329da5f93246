// Bridge reads made with useQuery are `meta: { silent: true }` (the global query handler only knows
// API errors and would show "Request error 0"); this hook gives each failed read the service-tool
// reaction instead (reactToServiceToolError), once per failure.
import { useEffect, useRef } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { reactToServiceToolError } from './errors.ts';

export function useQueryErrorAlert(
  queries: readonly Pick<UseQueryResult, 'error' | 'refetch'>[],
  action: string,
): void {
  const seen = useRef(new WeakSet<object>());
  // Runs after every render (a cheap scan of a few queries): `seen` makes each failure alert once, and
  // no dependency list can go stale on the caller's fresh array of queries.
  useEffect(() => {
    const failed = queries.find((q) => q.error && !seen.current.has(q.error));
    if (!failed?.error) return;
    for (const q of queries) if (q.error) seen.current.add(q.error);
    reactToServiceToolError(failed.error, { action, retry: () => void failed.refetch() });
  });
}
