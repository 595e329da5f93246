// Bridge reads made with useQuery are `meta: { silent: true }` (the global query handler only knows
// API errors and would show "Request error 0"); this hook gives each failed read the service-tool
// reaction instead (reactToServiceToolError), once per failure.
import { useEffect, useRef } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { reactToServiceToolError } from './errors.ts';

export function useQueryErrorAlert(queries: readonly Pick<UseQueryResult, 'error' | 'refetch'>[], action: string): void {
  const seen = useRef(new WeakSet<object>());
  const errors = queries.map((q) => q.error);
  useEffect(() => {
    const failed = queries.find((q) => q.error && !seen.current.has(q.error));
    if (!failed?.error) return;
    for (const q of queries) if (q.error) seen.current.add(q.error);
    reactToServiceToolError(failed.error, { action, retry: () => void failed.refetch() });
  }, errors); // the failures are what change: a new error object triggers the alert
}
