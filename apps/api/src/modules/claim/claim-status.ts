// The warranty-claim flow (docs/decisions/1400-warranty-claims-and-parts-orders.md): the dealer of
// the claim's shop drafts, submits, resubmits, cancels and completes; a reviewing service center of
// the shop's region approves, rejects or asks for a revision.
import type { ClaimStatus } from '@dealer/contracts';
import { assertMove, type StatusFlow } from '../../lib/status-flow.ts';

export type ClaimActor = 'dealer' | 'reviewer';

const review = {
  approved: 'reviewer',
  rejected: 'reviewer',
  revising: 'reviewer',
  canceled: 'dealer',
} as const;

const ClaimFlow: StatusFlow<ClaimStatus, ClaimActor> = {
  draft: { submitted: 'dealer', canceled: 'dealer' },
  submitted: review,
  revising: { resubmitted: 'dealer', canceled: 'dealer' },
  resubmitted: review,
  approved: { completed: 'dealer' },
  rejected: {},
  completed: {},
  canceled: {},
};

export const ClaimDecision = ['approve', 'reject', 'revise'] as const;
export type ClaimDecision = (typeof ClaimDecision)[number];
export const statusOfClaimDecision: Record<ClaimDecision, ClaimStatus> = {
  approve: 'approved',
  reject: 'rejected',
  revise: 'revising',
};

/** What the dealer asks for: submit (a draft, or a revised claim again), cancel, complete. */
export const DealerClaimAction = ['submit', 'cancel', 'complete'] as const;
export type DealerClaimAction = (typeof DealerClaimAction)[number];
export function statusOfDealerAction(action: DealerClaimAction, from: ClaimStatus): ClaimStatus {
  switch (action) {
    case 'submit':
      return from === 'revising' ? 'resubmitted' : 'submitted';
    case 'cancel':
      return 'canceled';
    case 'complete':
      return 'completed';
  }
}

export const assertClaimMove = (from: ClaimStatus, to: ClaimStatus, actor: ClaimActor) =>
  assertMove(ClaimFlow, 'a claim', from, to, actor);
