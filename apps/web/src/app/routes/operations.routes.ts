// Operating the portal: screens a service center uses to oversee its region (the audit log), each
// with the permission key that opens it (others land on /404, docs/decisions/1410).
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { page } from '../lazy-screen.ts';

export const operationsRoutes: RouteObject[] = [
  page(paths.auditLog, () => import('../../features/audit-log/AuditLogPage.tsx'), 'AuditLogPage', [
    'manage_dealer',
  ]),
];
