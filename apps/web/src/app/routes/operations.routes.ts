// Operating the portal: screens a service center uses to oversee its region (the audit log). Each
// entry names the permission key it needs, as data: the route lets only such accounts through (others
// land on /404) and the main navigation shows its link by the same key.
// A new screen: one entry here and its path in config/paths.ts.
import type { RouteObject } from 'react-router';
import type { PermissionKey } from '@dealer/contracts';
import { paths } from '../../config/paths.ts';
import { page } from '../lazy-screen.ts';
import { requires } from '../require-permission.tsx';

const screens: { needs: PermissionKey; route: RouteObject }[] = [
  {
    needs: 'manage_dealer',
    route: page(paths.auditLog, () => import('../../features/audit-log/AuditLogPage.tsx'), 'AuditLogPage'),
  },
];

export const operationsRoutes: RouteObject[] = screens.map((s) => requires(s.needs, s.route));

/** The permission key the screen at `path` needs (the navigation shows its link by it). */
export function operationsNeeds(path: string): PermissionKey {
  const screen = screens.find((s) => s.route.path === path);
  if (!screen) throw new Error(`no operations screen at ${path}`);
  return screen.needs;
}
