// GET /api/export/service_book/{vin}/pdf: the server renders the PDF (see docs/decisions/).
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../lib/files/download.ts';

export async function exportBookPdf(vin: string) {
  const blob = await fetchFile(`/api/export/service_book/${encodeURIComponent(vin)}/pdf`);
  saveBlob(blob, `service-book-${vin}.pdf`);
}
export const useExportBookPdf = () => useMutation({ mutationFn: exportBookPdf });
