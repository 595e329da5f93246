// DELETE /api/service_book/{id}: delete a pending entry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { entriesKey } from './list-entries.ts';

const deleteEntry = (id: number) => apiRequest('delete', '/api/service_book/{id}', { params: { id } });

export function useDeleteEntry(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: entriesKey(vin) }),
  });
}
