// POST /api/rider/service_report: the published report a rider link names. No session: the signed
// token in the link is the only credential, and it opens this one report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

function openRiderReport(token: string) {
  return apiRequest('post', '/api/rider/service_report', { body: { token }, anonymous: true });
}
// Kept in memory only (never in the portal's GET cache in storage): a shared phone keeps no copy.
const riderReportQuery = (token: string) =>
  queryOptions({
    queryKey: ['rider-report', token],
    queryFn: () => openRiderReport(token),
    staleTime: Infinity,
    retry: false,
  });
export const useRiderReport = (token: string) => useQuery({ ...riderReportQuery(token), enabled: !!token });
