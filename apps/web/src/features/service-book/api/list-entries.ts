// GET /api/service_book/?vin&page&page_size: one page of a bike's book, newest work first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

export const PAGE_SIZE = 10;

function listEntries(vin: string, page: number) {
  requireParams({ vin: vin || null });
  return apiRequest('get', '/api/service_book/', { query: { vin, page, page_size: PAGE_SIZE } });
}
export const entriesKey = (vin: string) => ['service-book', vin] as const;
const entriesQuery = (vin: string, page: number) =>
  queryOptions({ queryKey: [...entriesKey(vin), page], queryFn: () => listEntries(vin, page) });
export const useEntries = (vin: string, page: number) =>
  useQuery({ ...entriesQuery(vin, page), enabled: !!vin, placeholderData: keepPreviousData });
