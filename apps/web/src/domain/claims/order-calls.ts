// The parts-order and order-case calls (docs/decisions/1400, 1410), shared by the order screens, the
// claim detail (orders of a claim) and the review queue. Mutations invalidate every order query.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/client.ts';
import type { BodyOf, QueryOf, ResultOf } from '../../lib/api/api-types.ts';

export type OrderView = ResultOf<'/api/order/{id}', 'get'>;
export type OrderCaseView = NonNullable<OrderView['cases']>[number];
export type OrderListFilter = NonNullable<QueryOf<'/api/order', 'get'>>;
export type OrderCaseFilter = NonNullable<QueryOf<'/api/order_case/review', 'get'>>;
export type CenterOrderStatus = BodyOf<'/api/order/{id}/status', 'post'>['status'];
export type DealerOrderStatus = BodyOf<'/api/order/{id}/receipt', 'post'>['status'];
export type OrderCaseDecision = BodyOf<'/api/order_case/{id}/review', 'post'>['decision'];
export type OrderCaseKind = BodyOf<'/api/order/{id}/case', 'post'>['kind'];
export type DealerOrderCaseStatus = BodyOf<'/api/order_case/{id}/status', 'post'>['status'];

const orderKey = ['order'] as const;
const fresh = { staleTime: 0, gcTime: 60_000 } as const;

export const useOrders = (filter: OrderListFilter, enabled = true) =>
  useQuery({
    queryKey: [...orderKey, 'list', filter],
    queryFn: () => apiRequest('get', '/api/order', { query: filter }),
    placeholderData: keepPreviousData,
    enabled,
    ...fresh,
  });

const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [...orderKey, 'one', id],
    queryFn: () => apiRequest('get', '/api/order/{id}', { params: { id } }),
    ...fresh,
  });
export const useOrder = (id: number) => useQuery({ ...orderQuery(id), enabled: id > 0, retry: false });

export const useOrderCaseQueue = (filter: OrderCaseFilter, enabled = true) =>
  useQuery({
    queryKey: [...orderKey, 'case-queue', filter],
    queryFn: () => apiRequest('get', '/api/order_case/review', { query: filter }),
    placeholderData: keepPreviousData,
    enabled,
    ...fresh,
  });

function useOrderMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: orderKey }),
  });
}

export const useCreateOrder = () =>
  useOrderMutation((body: BodyOf<'/api/order', 'post'>) => apiRequest('post', '/api/order', { body }));

export const useCenterOrderStatus = () =>
  useOrderMutation(
    (v: { id: number; status: CenterOrderStatus; comment: string; tracking_number?: string }) =>
      apiRequest('post', '/api/order/{id}/status', {
        params: { id: v.id },
        body: {
          status: v.status,
          comment: v.comment,
          ...(v.tracking_number ? { tracking_number: v.tracking_number } : {}),
        },
      }),
  );

export const useDealerOrderStatus = () =>
  useOrderMutation((v: { id: number; status: DealerOrderStatus; comment: string }) =>
    apiRequest('post', '/api/order/{id}/receipt', {
      params: { id: v.id },
      body: { status: v.status, comment: v.comment },
    }),
  );

export const useRefundOrder = () =>
  useOrderMutation((v: { id: number; amount_cents: number; reason: string }) =>
    apiRequest('post', '/api/order/{id}/refund', {
      params: { id: v.id },
      body: { amount_cents: v.amount_cents, reason: v.reason },
    }),
  );

export const useCommentOrder = () =>
  useOrderMutation((v: { id: number; comment: string }) =>
    apiRequest('post', '/api/order/{id}/comment', { params: { id: v.id }, body: { comment: v.comment } }),
  );

export const useOpenOrderCase = () =>
  useOrderMutation((v: { id: number; kind: OrderCaseKind; description: string; image_ids: string[] }) =>
    apiRequest('post', '/api/order/{id}/case', {
      params: { id: v.id },
      body: { kind: v.kind, description: v.description, image_ids: v.image_ids },
    }),
  );

export const useReviewOrderCase = () =>
  useOrderMutation((v: { id: number; decision: OrderCaseDecision; comment: string }) =>
    apiRequest('post', '/api/order_case/{id}/review', {
      params: { id: v.id },
      body: { decision: v.decision, comment: v.comment },
    }),
  );

/** The dealer's moves of its order case: resubmit after a revision, withdraw it, or close it. */
export const useMoveOrderCase = () =>
  useOrderMutation((v: { id: number; status: DealerOrderCaseStatus; comment: string }) =>
    apiRequest('post', '/api/order_case/{id}/status', {
      params: { id: v.id },
      body: { status: v.status, comment: v.comment },
    }),
  );

/** POST /api/order_case/image: a photo of a wrong or damaged delivery (case-image upload). */
export function uploadOrderCaseImage(file: File) {
  const formData = new FormData();
  formData.append('image_file', file, file.name);
  return apiRequest('post', '/api/order_case/image', { formData });
}
