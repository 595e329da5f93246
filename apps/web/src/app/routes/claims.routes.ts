// Warranty claims and parts orders (docs/decisions/1410): each screen with the permission keys that
// open it. Dealers file and order; service centers review, move orders and refund.
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { page } from '../lazy-screen.ts';

export const claimsRoutes: RouteObject[] = [
  page(paths.claims, () => import('../../features/claim-list/ClaimListPage.tsx'), 'ClaimListPage', [
    'get_claim_case',
  ]),
  page(paths.claimNew, () => import('../../features/claim-new/ClaimNewPage.tsx'), 'ClaimNewPage', [
    'manage_claim_case',
  ]),
  page(
    paths.claimDetail,
    () => import('../../features/claim-detail/ClaimDetailPage.tsx'),
    'ClaimDetailPage',
    ['get_claim_case'],
  ),
  page(paths.orders, () => import('../../features/order-list/OrderListPage.tsx'), 'OrderListPage', [
    'get_order',
  ]),
  page(paths.orderNew, () => import('../../features/order-new/OrderNewPage.tsx'), 'OrderNewPage', [
    'manage_order',
  ]),
  page(
    paths.orderDetail,
    () => import('../../features/order-detail/OrderDetailPage.tsx'),
    'OrderDetailPage',
    ['get_order'],
  ),
  page(
    paths.claimReview,
    () => import('../../features/claim-review/ClaimReviewPage.tsx'),
    'ClaimReviewPage',
    ['review_claim_case', 'review_order_case'],
  ),
];
