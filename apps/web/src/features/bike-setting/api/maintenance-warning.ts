// GET/PUT /v3/control_and_display_unit/setting/maintenance_warning (bridge): the next service by
// distance and date (v3 keeps both; v2 knows only the distance).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import { reactToServiceToolError } from '../../../domain/service-tool/index.ts';
import type { BridgeBodyOf } from '../../../lib/bridge/bridge-types.ts';

type MaintenanceWarning = BridgeBodyOf<'/v3/control_and_display_unit/setting/maintenance_warning', 'put'>;

const path = '/v3/control_and_display_unit/setting/maintenance_warning';
const getMaintenanceWarning = () => bridgeRequest('get', path, { action: 'Read maintenance warning' });
const putMaintenanceWarning = (body: MaintenanceWarning) =>
  bridgeRequest('put', path, { body, action: 'Set maintenance warning' });

const maintenanceWarningQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'maintenance_warning'],
    queryFn: getMaintenanceWarning,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useMaintenanceWarning = () => useQuery(maintenanceWarningQuery());
export function useSetMaintenanceWarning() {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    onError: (e) => reactToServiceToolError(e, { action: 'Set maintenance warning' }),
    mutationFn: putMaintenanceWarning,
    onSuccess: (data) => qc.setQueryData(maintenanceWarningQuery().queryKey, data),
  });
}
