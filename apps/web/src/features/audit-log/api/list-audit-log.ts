// GET /api/audit_log: the audit log of the service center's regions, newest first, filtered.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { apiQueryOf, type AuditFilters } from '../audit-filters.ts';

const auditLogKey = ['audit-log'] as const;

const listAuditLog = (f: AuditFilters) => apiRequest('get', '/api/audit_log', { query: apiQueryOf(f) });
const auditLogQuery = (f: AuditFilters) =>
  queryOptions({ queryKey: [...auditLogKey, apiQueryOf(f)], queryFn: () => listAuditLog(f), staleTime: 0 });
export const useAuditLog = (f: AuditFilters) =>
  useQuery({ ...auditLogQuery(f), placeholderData: keepPreviousData });
