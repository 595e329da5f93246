// The warranty-claim calls (docs/decisions/1400, 1410), shared by the claim list, detail, new-claim
// and review screens. Every mutation invalidates the claim queries, so each screen reads the new status.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/client.ts';
import type { BodyOf, QueryOf, ResultOf } from '../../lib/api/api-types.ts';

export type ClaimView = ResultOf<'/api/claim/{id}', 'get'>;
export type ClaimListFilter = NonNullable<QueryOf<'/api/claim', 'get'>>;
export type ClaimQueueFilter = NonNullable<QueryOf<'/api/claim/review', 'get'>>;
export type CreateClaim = BodyOf<'/api/claim', 'post'>;
export type UpdateClaim = BodyOf<'/api/claim/{id}', 'patch'>;
export type DealerClaimAction = BodyOf<'/api/claim/{id}/status', 'post'>['action'];
export type ClaimDecision = BodyOf<'/api/claim/{id}/review', 'post'>['decision'];

export const claimKey = ['claim'] as const;
/** Claims change under the reader (the other party moves them), so they are never served stale. */
const fresh = { staleTime: 0, gcTime: 60_000 } as const;

const claimListQuery = (filter: ClaimListFilter) =>
  queryOptions({
    queryKey: [...claimKey, 'list', filter],
    queryFn: () => apiRequest('get', '/api/claim', { query: filter }),
    ...fresh,
  });
export const useClaims = (filter: ClaimListFilter) =>
  useQuery({ ...claimListQuery(filter), placeholderData: keepPreviousData });

export const useClaimQueue = (filter: ClaimQueueFilter) =>
  useQuery({
    queryKey: [...claimKey, 'queue', filter],
    queryFn: () => apiRequest('get', '/api/claim/review', { query: filter }),
    placeholderData: keepPreviousData,
    ...fresh,
  });

const claimQuery = (id: number) =>
  queryOptions({
    queryKey: [...claimKey, 'one', id],
    queryFn: () => apiRequest('get', '/api/claim/{id}', { params: { id } }),
    ...fresh,
  });
export const useClaim = (id: number) => useQuery({ ...claimQuery(id), enabled: id > 0, retry: false });

function useClaimMutation<V>(fn: (v: V) => Promise<ClaimView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: claimKey }),
  });
}

export const useCreateClaim = () =>
  useClaimMutation((body: CreateClaim) => apiRequest('post', '/api/claim', { body }));

export const useUpdateClaim = () =>
  useClaimMutation((v: { id: number; body: UpdateClaim }) =>
    apiRequest('patch', '/api/claim/{id}', { params: { id: v.id }, body: v.body }),
  );

export const useDealerClaimAction = () =>
  useClaimMutation((v: { id: number; action: DealerClaimAction; comment: string }) =>
    apiRequest('post', '/api/claim/{id}/status', {
      params: { id: v.id },
      body: { action: v.action, comment: v.comment },
    }),
  );

export const useReviewClaim = () =>
  useClaimMutation((v: { id: number; decision: ClaimDecision; comment: string }) =>
    apiRequest('post', '/api/claim/{id}/review', {
      params: { id: v.id },
      body: { decision: v.decision, comment: v.comment },
    }),
  );

export const useCommentClaim = () =>
  useClaimMutation((v: { id: number; comment: string }) =>
    apiRequest('post', '/api/claim/{id}/comment', { params: { id: v.id }, body: { comment: v.comment } }),
  );

/** POST /api/claim/image: a claim photo, through the case-image upload and its refusals. */
export function uploadClaimImage(file: File) {
  const formData = new FormData();
  formData.append('image_file', file, file.name);
  return apiRequest('post', '/api/claim/image', { formData });
}
