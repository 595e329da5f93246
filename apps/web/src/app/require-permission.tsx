// A route's access rule as data: `requires(key, route)` puts the screen under a pathless layout route
// that renders it only for an account holding the permission key and sends any other to /404, as if
// the screen did not exist. It renders after the guard's loader (the account is loaded by then).
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { hasPermission, type PermissionKey } from '@dealer/contracts';
import { paths } from '../config/paths.ts';
import { useSession } from '../lib/session/session-store.ts';

function RequirePermission({ needs }: { needs: PermissionKey }) {
  const session = useSession();
  if (!hasPermission(session.permission, needs)) return <Navigate to={paths.notFound} replace />;
  return <Outlet />;
}

export function requires(needs: PermissionKey, route: RouteObject): RouteObject {
  return { handle: { needs }, element: <RequirePermission needs={needs} />, children: [route] };
}
