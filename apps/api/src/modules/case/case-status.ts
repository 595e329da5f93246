// The case status flow, enforced on the server (docs/decisions/ "Case status flow").
// Who may make each move: the dealer of the case's shop, or a reviewing service center.
import type { CaseStatus } from '@dealer/contracts';
import { assertMove, type StatusFlow } from '../../lib/status-flow.ts';

export type CaseActor = 'dealer' | 'reviewer';

const CaseTransitions: StatusFlow<CaseStatus, CaseActor> = {
  pending: { approved: 'reviewer', rejected: 'reviewer', revising: 'reviewer', canceled: 'dealer' },
  revising: { pending: 'dealer', canceled: 'dealer' },
  approved: { completed: 'dealer' },
  rejected: {},
  canceled: {},
  completed: {},
};

export const ReviewDecision = ['approve', 'reject', 'revise'] as const;
export type ReviewDecision = (typeof ReviewDecision)[number];

export const statusOfDecision: Record<ReviewDecision, CaseStatus> = {
  approve: 'approved',
  reject: 'rejected',
  revise: 'revising',
};

/** Refuses a move the table does not allow for this actor with 409800 (the case's state forbids it). */
export function assertTransition(from: CaseStatus, to: CaseStatus, actor: CaseActor): void {
  assertMove(CaseTransitions, 'a case', from, to, actor);
}
