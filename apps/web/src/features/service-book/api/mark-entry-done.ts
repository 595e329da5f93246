// PATCH /api/service_book/{id}: mark a pending entry done (done entries are history).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { entriesKey } from './list-entries.ts';

export const markEntryDone = (id: number) =>
  apiRequest('patch', '/api/service_book/{id}', { params: { id }, body: { status: 'done' } });

export function useMarkEntryDone(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markEntryDone,
    onSuccess: () => client.invalidateQueries({ queryKey: entriesKey(vin) }),
  });
}
