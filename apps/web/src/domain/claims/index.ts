// Warranty claims, parts orders and order cases: the public face that the claim, order, review, home
// and live-data screens import (a lint zone in eslint.config.js refuses deeper imports). The styles
// come with it, so a screen that shows a claim part has them.
import './claims.css';

export {
  claimKey,
  uploadClaimImage,
  useClaim,
  useClaimQueue,
  useClaims,
  useCreateClaim,
  useDealerClaimAction,
  useUpdateClaim,
  type ClaimQueueFilter,
  type ClaimView,
} from './claim-calls.ts';
export {
  uploadOrderCaseImage,
  useCenterOrderStatus,
  useCommentOrder,
  useCreateOrder,
  useDealerOrderStatus,
  useMoveOrderCase,
  useOpenOrderCase,
  useOrder,
  useOrderCaseQueue,
  useOrders,
  useRefundOrder,
  useReviewOrderCase,
  type CenterOrderStatus,
  type DealerOrderCaseStatus,
  type OrderCaseDecision,
  type OrderCaseFilter,
  type OrderCaseView,
  type OrderView,
} from './order-calls.ts';
export {
  CLAIM_STATUS_KEY,
  formatCents,
  ORDER_CASE_KIND_KEY,
  CASE_STATUS_KEY,
  ORDER_STATUS_KEY,
  parseCents,
} from './claim-labels.ts';

// Parts of the claim and order screens.
export { CaseTrail, caseEvents } from './CaseTrail.tsx';
export { ClaimActions } from './ClaimActions.tsx';
export { ClaimEvidence } from './ClaimEvidence.tsx';
export { ClaimFacts, useFiledLine } from './ClaimFacts.tsx';
export { CommentedMoves } from './CommentedMoves.tsx';
export { EventHistory } from './EventHistory.tsx';
export { ListBody, Pager, StatusFilter } from './ListParts.tsx';
export { OrderLines } from './OrderLines.tsx';
export { PhotoGallery } from './ProtectedPhoto.tsx';
