// GET/PUT /v2/accessory/light/setting/startup_state (bridge): lights on, off or as last time at start-up.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import { reactToServiceToolError } from '../../../domain/service-tool/index.ts';
import type { BridgeQueryOf } from '../../../lib/bridge/bridge-types.ts';

export type LightStartupState = BridgeQueryOf<
  '/v2/accessory/light/setting/startup_state',
  'put'
>['light_startup_state'];

const getLightStartupState = () =>
  bridgeRequest('get', '/v2/accessory/light/setting/startup_state', { action: 'Read light setting' });
const putLightStartupState = (state: LightStartupState) =>
  bridgeRequest('put', '/v2/accessory/light/setting/startup_state', {
    query: { light_startup_state: state },
    action: 'Set light setting',
  });

const lightStartupQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'light_startup_state'],
    queryFn: getLightStartupState,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useLightStartupState = () => useQuery(lightStartupQuery());
export function useSetLightStartupState() {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    onError: (e) => reactToServiceToolError(e, { action: 'Set light setting' }),
    mutationFn: putLightStartupState,
    onSuccess: (data) => qc.setQueryData(lightStartupQuery().queryKey, data),
  });
}
