// GET /api/export/service_report/{id}/pdf: the published report as a PDF file.
import { useMutation } from '@tanstack/react-query';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { getAccessToken } from '../../../lib/auth/tokens.ts';

export async function exportReportPdf(v: { id: number; vin: string }) {
  const token = getAccessToken();
  const res = await fetch(`/api/export/service_report/${v.id}/pdf`, {
    headers: {
      [PORTAL_VERSION_HEADER]: PORTAL_VERSION,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok) throw new ApiError(res.status, res.status * 1000, res.statusText);
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), {
    href: url,
    download: `service-report-${v.id}-${v.vin}.pdf`,
  });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
export const useExportReportPdf = () => useMutation({ mutationFn: exportReportPdf });
