// Lazy route modules: each screen is its own chunk, loaded on first navigation to it. A route is one
// entry in its area's table: `page(path, () => import('…/XPage.tsx'), 'XPage')`.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PermissionKey } from '@dealer/contracts';
import { requirePermission } from './guard/RequirePermission.tsx';

type ScreenModule<K extends string> = Record<K, ComponentType>;

const lazyScreen =
  <K extends string>(load: () => Promise<ScreenModule<K>>, name: K, anyOf?: readonly PermissionKey[]) =>
  async () => {
    const Component = (await load())[name];
    return { Component: anyOf ? requirePermission(Component, anyOf) : Component };
  };

/**
 * A screen at `path`; `name` is the module's export of the screen component. `anyOf`: the screen's
 * access rule — the account needs one of these permission keys, else it is not found.
 */
export const page = <K extends string>(
  path: string,
  load: () => Promise<ScreenModule<K>>,
  name: K,
  anyOf?: readonly PermissionKey[],
): RouteObject => ({ path, lazy: lazyScreen(load, name, anyOf) });

/** The screen shown at its parent's own path. */
export const indexPage = <K extends string>(load: () => Promise<ScreenModule<K>>, name: K): RouteObject => ({
  index: true,
  lazy: lazyScreen(load, name),
});

/** A layout screen with the routes below it; without `path`, a layout that adds no path segment. */
export const layout = <K extends string>(
  path: string | undefined,
  load: () => Promise<ScreenModule<K>>,
  name: K,
  children: RouteObject[],
): RouteObject => ({ ...(path === undefined ? {} : { path }), lazy: lazyScreen(load, name), children });
