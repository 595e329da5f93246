// The portal's own screens in the default layout (login required, except for /404): home, account,
// search, dealers. A new screen: one `page(...)` entry here and its path in config/paths.ts.
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { indexPage, page } from '../lazy-screen.ts';

export const portalRoutes: RouteObject[] = [
  indexPage(() => import('../../features/home/HomePage.tsx'), 'HomePage'),
  page(
    paths.accountDetail,
    () => import('../../features/account-detail/AccountDetailPage.tsx'),
    'AccountDetailPage',
  ),
  page(paths.notFound, () => import('../../features/not-found/NotFoundPage.tsx'), 'NotFoundPage'),
  page(
    paths.searchResult,
    () => import('../../features/search-result/SearchResultPage.tsx'),
    'SearchResultPage',
  ),
  page(
    paths.changePassword,
    () => import('../../features/change-password/ChangePasswordPage.tsx'),
    'ChangePasswordPage',
  ),
  page(paths.dealers, () => import('../../features/dealers/DealersPage.tsx'), 'DealersPage'),
];
