// GET/PATCH /v2/drive_unit/setting/assist_level_performance (bridge): support, torque and speed of
// each assist level. The PATCH answers the levels read back after the write.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import type { BridgeBodyOf } from '../../../lib/bridge/bridge-types.ts';

type AssistLevelPatch = BridgeBodyOf<'/v2/drive_unit/setting/assist_level_performance', 'patch'>;

const path = '/v2/drive_unit/setting/assist_level_performance';
const getAssistLevels = () => bridgeRequest('get', path, { action: 'Read assist level performance' });
const patchAssistLevels = (body: AssistLevelPatch) =>
  bridgeRequest('patch', path, { body, action: 'Tune performance' });

const assistLevelsQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'assist_level_performance'],
    queryFn: getAssistLevels,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useAssistLevels = () => useQuery(assistLevelsQuery());
export function usePatchAssistLevels() {
  const qc = useQueryClient();
  // The screen shows its own failure modal, so the generic alert stays away.
  return useMutation({
    mutationFn: patchAssistLevels,
    meta: { silent: true },
    onSuccess: (data) => qc.setQueryData(assistLevelsQuery().queryKey, data),
  });
}
