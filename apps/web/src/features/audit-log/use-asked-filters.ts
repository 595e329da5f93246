// The audit-log filters as the user last asked for them, kept in step with the URL query.
// The form shows what was asked at once (urgent state) while the URL follows: the router renders a
// search change as a transition, so on a busy machine a second filter chosen before the first one's
// render commits would otherwise be merged with stale filters and drop the first. A query this hook
// wrote itself is recognised when it arrives and is not adopted again; any other query (Back, Forward,
// a pasted link) replaces the asked filters.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersOf, paramsOf, type AuditFilters } from './audit-filters.ts';

export function useAskedFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const [asked, setAsked] = useState(() => filtersOf(params));
  const latest = useRef(asked);
  // Queries written here and not yet seen back from the router, oldest first.
  const written = useRef<string[]>([]);
  useEffect(() => {
    const mine = written.current.indexOf(query);
    if (mine >= 0) {
      written.current.splice(0, mine + 1);
      return;
    }
    written.current = [];
    const fromUrl = filtersOf(new URLSearchParams(query));
    latest.current = fromUrl;
    setAsked(fromUrl);
  }, [query]);
  /** Merges a change into the filters last asked for; `replace` keeps the history entry. */
  const change = useCallback(
    (patch: Partial<AuditFilters>, replace: boolean) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setAsked(next);
      const nextParams = paramsOf(next);
      written.current.push(nextParams.toString());
      setParams(nextParams, { replace });
    },
    [setParams],
  );
  return [asked, change] as const;
}
