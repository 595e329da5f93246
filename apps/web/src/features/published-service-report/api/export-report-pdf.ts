// GET /api/export/service_report/{id}/pdf: the published report as a PDF file, in the reader's
// language and time zone (pdfUrl).
import { useMutation } from '@tanstack/react-query';
import { fetchFile, pdfUrl, saveBlob } from '../../../lib/files/download.ts';

async function exportReportPdf(v: { id: number; vin: string }) {
  const blob = await fetchFile(pdfUrl(`/api/export/service_report/${v.id}/pdf`));
  saveBlob(blob, `service-report-${v.id}-${v.vin}.pdf`);
}
export const useExportReportPdf = () => useMutation({ mutationFn: exportReportPdf });
