// POST /api/case_management/{id}/review: approve, reject or ask for revision, with a comment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';
import { reviewQueueKey } from './review-queue.ts';

export type ReviewDecision = BodyOf<'/api/case_management/{id}/review', 'post'>['decision'];
const reviewCase = (v: { id: number; decision: ReviewDecision; comment: string }) =>
  apiRequest('post', '/api/case_management/{id}/review', {
    params: { id: v.id },
    body: { decision: v.decision, comment: v.comment },
  });

export function useReviewCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewCase,
    onSuccess: () => client.invalidateQueries({ queryKey: reviewQueueKey }),
  });
}
