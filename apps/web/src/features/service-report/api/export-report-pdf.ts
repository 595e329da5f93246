// GET /api/export/service_report/{id}/pdf: the report as the server renders it.
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../lib/files/download.ts';

export async function exportReportPdf(v: { id: number; vin: string }) {
  saveBlob(await fetchFile(`/api/export/service_report/${v.id}/pdf`), `service-report-${v.id}-${v.vin}.pdf`);
}
export const useExportReportPdf = () => useMutation({ mutationFn: exportReportPdf });
