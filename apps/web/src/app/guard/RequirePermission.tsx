// A screen's access rule as data: the route table names the permission keys of a screen
// (docs/decisions/1410); without any of them the screen is not found, as for a link never shown.
import { createElement, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import { hasPermission, type PermissionKey } from '@dealer/contracts';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session/session-store.ts';

const mayOpen = (permission: Parameters<typeof hasPermission>[0], anyOf: readonly PermissionKey[]) =>
  anyOf.some((key) => hasPermission(permission, key));

export function requirePermission(Screen: ComponentType, anyOf: readonly PermissionKey[]): ComponentType {
  function Guarded() {
    const session = useSession();
    return mayOpen(session.permission, anyOf)
      ? createElement(Screen)
      : createElement(Navigate, { to: paths.notFound, replace: true });
  }
  Guarded.displayName = `RequirePermission(${Screen.displayName ?? Screen.name})`;
  return Guarded;
}
