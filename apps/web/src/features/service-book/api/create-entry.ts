// POST /api/service_book/: add an entry (pending = planned work, done = work carried out).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';
import { entriesKey } from './list-entries.ts';

type CreateEntryBody = BodyOf<'/api/service_book/', 'post'>;
const createEntry = (body: CreateEntryBody) => apiRequest('post', '/api/service_book/', { body });

export function useCreateEntry(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: entriesKey(vin) }),
  });
}
