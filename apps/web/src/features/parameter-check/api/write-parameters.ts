// PATCH /v2/parameter/{partType} (bridge): writes the whole array; the bridge reads it back and
// refuses (300104) when the component did not keep it. Progress on /v1/progress/operate_parameter.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import type { BridgeComponentName } from '../../../lib/bridge/bridge-types.ts';
import { dataArrayQuery } from './data-array.ts';

const writeParameters = (partType: BridgeComponentName, dataArray: number[]) =>
  bridgeRequest('patch', '/v2/parameter/{partType}', {
    params: { partType },
    body: { data_array: dataArray },
    action: 'Write parameters',
  });

export function useWriteParameters() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { partType: BridgeComponentName; dataArray: number[] }) =>
      writeParameters(v.partType, v.dataArray),
    meta: { silent: true },
    onSuccess: (data, v) => qc.setQueryData(dataArrayQuery(v.partType).queryKey, data),
  });
}
