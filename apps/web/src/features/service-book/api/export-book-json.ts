// GET /api/export/service_book/{vin}/json: the whole book and history, saved as a .json file.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { saveBlob } from '../../../lib/files/download.ts';

async function exportBookJson(vin: string) {
  const book = await apiRequest('get', '/api/export/service_book/{vin}/json', { params: { vin } });
  saveBlob(
    new Blob([JSON.stringify(book, null, 2)], { type: 'application/json' }),
    `service-book-${vin}.json`,
  );
  return book;
}
export const useExportBookJson = () => useMutation({ mutationFn: exportBookJson });
