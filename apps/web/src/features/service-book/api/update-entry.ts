// PATCH /api/service_book/{id}: mark a pending entry done and/or change its fields; the server keeps
// the version it replaces and refuses (409800) an edit of a version someone else already replaced.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';
import { entriesKey } from './list-entries.ts';

type UpdateEntryBody = BodyOf<'/api/service_book/{id}', 'patch'>;
const updateEntry = ({ id, body }: { id: number; body: UpdateEntryBody }) =>
  apiRequest('patch', '/api/service_book/{id}', { params: { id }, body });

export function useUpdateEntry(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEntry,
    onSuccess: (_data, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: entriesKey(vin) }),
        client.invalidateQueries({ queryKey: ['service-book', 'versions', id] }),
      ]),
  });
}
