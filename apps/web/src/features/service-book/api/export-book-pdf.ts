// GET /api/export/service_book/{vin}/pdf: the server renders the PDF (see docs/decisions/).
import { useMutation } from '@tanstack/react-query';
import { fetchFile, pdfUrl, saveBlob } from '../../../lib/files/download.ts';

async function exportBookPdf(vin: string) {
  const blob = await fetchFile(pdfUrl(`/api/export/service_book/${encodeURIComponent(vin)}/pdf`));
  saveBlob(blob, `service-book-${vin}.pdf`);
}
export const useExportBookPdf = () => useMutation({ mutationFn: exportBookPdf });
