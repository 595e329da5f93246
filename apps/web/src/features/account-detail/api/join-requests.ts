// GET /api/account/bike_shop/{id}/join_request and POST …/{request_id}/approve | reject: the open
// requests to join the shop, decided by those who manage it (decision 2650).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const listJoinRequests = (shopId: number) =>
  apiRequest('get', '/api/account/bike_shop/{id}/join_request', { params: { id: shopId } });

const joinRequestsQuery = (shopId: number) =>
  queryOptions({ queryKey: ['account', 'join-requests', shopId], queryFn: () => listJoinRequests(shopId) });

export const useJoinRequests = (shopId: number) => useQuery(joinRequestsQuery(shopId));

export type JoinDecision = 'approve' | 'reject';

const decideJoinRequest = (shopId: number, requestId: number, decision: JoinDecision) => {
  const params = { id: shopId, request_id: requestId };
  return decision === 'approve'
    ? apiRequest('post', '/api/account/bike_shop/{id}/join_request/{request_id}/approve', { params })
    : apiRequest('post', '/api/account/bike_shop/{id}/join_request/{request_id}/reject', { params });
};

export function useDecideJoinRequest(shopId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: number; decision: JoinDecision }) =>
      decideJoinRequest(shopId, requestId, decision),
    onSettled: () => qc.invalidateQueries({ queryKey: joinRequestsQuery(shopId).queryKey }),
  });
}
