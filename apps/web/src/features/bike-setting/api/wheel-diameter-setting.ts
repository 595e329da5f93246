// GET /api/v2/bike_spec/{id}/setting_parameter/wheel_diameter?wheel_diameter (session): whether the
// model allows this wheel size, with the sizes it does allow. 400700 means "not allowed": the screen
// shows that itself, so it is a handled code.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_TOKEN_HEADER } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

function getWheelDiameterSetting(bikeSpecId: number, wheelDiameter: number, sessionToken: string) {
  requireParams({ id: bikeSpecId, wheel_diameter: wheelDiameter, session_token: sessionToken || null });
  return apiRequest('get', '/api/v2/bike_spec/{id}/setting_parameter/wheel_diameter', {
    params: { id: bikeSpecId },
    query: { wheel_diameter: wheelDiameter },
    headers: { [SESSION_TOKEN_HEADER]: sessionToken },
  });
}

const wheelDiameterSettingQuery = (bikeSpecId: number, wheelDiameter: number, sessionToken: string) =>
  queryOptions({
    queryKey: ['bike_spec', bikeSpecId, 'wheel_diameter', wheelDiameter],
    queryFn: () => getWheelDiameterSetting(bikeSpecId, wheelDiameter, sessionToken),
    meta: { handledCodes: [400700] },
  });

export const useWheelDiameterSetting = (
  bikeSpecId: number | undefined,
  wheelDiameter: number | undefined,
  sessionToken: string,
) =>
  useQuery({
    ...wheelDiameterSettingQuery(bikeSpecId ?? 0, wheelDiameter ?? 0, sessionToken),
    enabled: !!bikeSpecId && !!wheelDiameter && !!sessionToken,
  });
