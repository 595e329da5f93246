// Cases of cloud no-MID: POST /api/case_management/verify_workspace (the bike's identity checked by
// the service center) or /post_bundle (components linked to the bike), each citing uploaded photos;
// GET of the same path gives the latest case of this bike at the shop.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';

export type CaseKind = 'verify_workspace' | 'post_bundle';
export type VerifyBody = BodyOf<'/api/case_management/verify_workspace', 'post'>;
export type PostBundleBody = BodyOf<'/api/case_management/post_bundle', 'post'>;

export const createVerifyWorkspaceCase = (body: VerifyBody) =>
  apiRequest('post', '/api/case_management/verify_workspace', { body });
export const createPostBundleCase = (body: PostBundleBody) =>
  apiRequest('post', '/api/case_management/post_bundle', { body });

const latestCaseQuery = (kind: CaseKind, vin: string, shopId: number) =>
  queryOptions({
    queryKey: ['case', kind, vin, shopId],
    queryFn: () =>
      apiRequest(
        'get',
        kind === 'verify_workspace'
          ? '/api/case_management/verify_workspace'
          : '/api/case_management/post_bundle',
        { query: { vin, bike_shop_id: shopId } },
      ),
    staleTime: 0,
  });
export const useLatestCase = (kind: CaseKind, vin: string, shopId: number | undefined) =>
  useQuery({ ...latestCaseQuery(kind, vin, shopId ?? 0), enabled: shopId !== undefined });
