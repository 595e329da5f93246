// GET /api/export/service_report/{id}/pdf: the report as the server renders it.
import { useMutation } from '@tanstack/react-query';
import { fetchFile, pdfUrl, saveBlob } from '../../../lib/files/download.ts';

async function exportReportPdf(v: { id: number; vin: string }) {
  saveBlob(
    await fetchFile(pdfUrl(`/api/export/service_report/${v.id}/pdf`)),
    `service-report-${v.id}-${v.vin}.pdf`,
  );
}
export const useExportReportPdf = () => useMutation({ mutationFn: exportReportPdf });
