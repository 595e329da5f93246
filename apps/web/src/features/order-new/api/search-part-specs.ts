// GET /api/part_spec/?q=: the catalogue's part specs by code or name, for the order form's picker.
// The catalogue changes with a release, not while the dealer types: answers are kept an hour.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';

const PART_SPEC_PAGE = 20;

const partSpecSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['part_spec', 'search', q],
    queryFn: () => apiRequest('get', '/api/part_spec/', { query: { q, page_size: PART_SPEC_PAGE } }),
    staleTime: GET_CACHE_TTL_MS,
  });

export const usePartSpecSearch = (q: string) =>
  useQuery({ ...partSpecSearchQuery(q), placeholderData: keepPreviousData });
