// Every route of portal-spec §2, assembled from the area tables in routes/ (one entry per screen
// there). The root route's loader is the navigation guard; screens are lazy.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { guardLoader } from './guard/guard-loader.ts';
import { HydrateFallback } from './HydrateFallback.tsx';
import { layout, page } from './lazy-screen.ts';
import { RootShell } from './RootShell.tsx';
import { RouteError } from './RouteError.tsx';
import { operationsRoutes } from './routes/operations.routes.ts';
import { claimsRoutes } from './routes/claims.routes.ts';
import { portalRoutes } from './routes/portal.routes.ts';
import { publicQueryRoutes, signInRoutes } from './routes/public.routes.ts';
import { recordsRoutes } from './routes/records.routes.ts';
import { serviceToolRoutes } from './routes/service-tool.routes.ts';

/** The screens in `children` under the query cache's provider (QueryLayer.tsx). */
const queryLayer = (children: RouteObject[]) =>
  layout(undefined, () => import('./QueryLayer.tsx'), 'QueryLayer', children);

const routes: RouteObject[] = [
  {
    // The rider's link: no session, no guard, no portal frame (docs/decisions/1726-rider-links.md).
    ...queryLayer([
      {
        ...page(
          paths.riderReport,
          () => import('../features/rider-report/RiderReportPage.tsx'),
          'RiderReportPage',
        ),
        ErrorBoundary: RouteError,
      },
    ]),
  },
  {
    id: 'root',
    path: '/',
    loader: guardLoader,
    // The guard runs on every navigation, not only when params change.
    shouldRevalidate: () => true,
    Component: RootShell,
    HydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      ...signInRoutes,
      { path: paths.serviceToolLayoutAlias, loader: () => redirect(paths.serviceTool) },
      queryLayer([
        ...publicQueryRoutes,
        {
          // The default layout (login required, except for /404). Lazy, so the sign-in pages do not
          // download the portal's frame; React Router fetches it beside the screen's own chunk.
          ...layout(undefined, () => import('./layouts/DefaultLayout.tsx'), 'DefaultLayout', [
            ...portalRoutes,
            ...recordsRoutes,
            ...operationsRoutes,
            ...claimsRoutes,
            layout(
              paths.serviceTool,
              () => import('./layouts/ServiceToolLayout.tsx'),
              'ServiceToolLayout',
              serviceToolRoutes,
            ),
          ]),
          ErrorBoundary: RouteError,
        },
      ]),
      { path: '*', loader: () => redirect(paths.notFound) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
