// POST /api/case_management/post_bundle and GET /api/case_management/post_bundle?vin&bike_shop_id:
// when a serial is registered to another bike the cloud must approve moving it; the case is the
// request, and its latest state is shown as the report step's status.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';

type PostBundleBody = BodyOf<'/api/case_management/post_bundle', 'post'>;

const createPostBundle = (body: PostBundleBody) =>
  apiRequest('post', '/api/case_management/post_bundle', { body });

function getLatestPostBundle(vin: string, bikeShopId: number) {
  requireParams({ vin: vin || null, bike_shop_id: bikeShopId || null });
  return apiRequest('get', '/api/case_management/post_bundle', { query: { vin, bike_shop_id: bikeShopId } });
}

const latestPostBundleQuery = (vin: string, bikeShopId: number) =>
  queryOptions({
    queryKey: ['case_management', 'post_bundle', vin, bikeShopId],
    queryFn: () => getLatestPostBundle(vin, bikeShopId),
    staleTime: 0,
    gcTime: 0,
  });

export const useLatestPostBundle = (vin: string | undefined, bikeShopId: number | undefined) =>
  useQuery({ ...latestPostBundleQuery(vin ?? '', bikeShopId ?? 0), enabled: !!vin && !!bikeShopId });

export function useCreatePostBundle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPostBundle,
    // 400900: a case for this bike is already waiting — the status below shows it.
    meta: { handledCodes: [400900] },
    onSettled: (_d, _e, body) =>
      qc.invalidateQueries({ queryKey: latestPostBundleQuery(body.vin, body.bike_shop_id).queryKey }),
  });
}
