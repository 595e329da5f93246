// What the connected bike can do through the bridge and why not (GET /v2/bike/capabilities, decision
// 1110). A screen or section whose activity the bike does not support is shown as unavailable with the
// bridge's reason instead of calling it; our UDS bike supports every activity. Read once per
// connected workspace: the matrix comes from the protocol, which a session does not change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../lib/bridge/bridge-client.ts';
import type { BridgeResultOf } from '../../lib/bridge/bridge-types.ts';
import type { ServiceToolPage } from './pages.ts';
import { serviceToolKeys } from './service-tool-keys.ts';
import { isBikeConnected } from './use-bridge-status.ts';
import { useServiceTool } from './use-service-tool.ts';

type Matrix = BridgeResultOf<'/v2/bike/capabilities', 'get'>;
export type BikeActivity = Matrix['capabilities'][number]['activity'];
export type ReasonCode = NonNullable<Matrix['capabilities'][number]['reason_code']>;
export interface Unsupported {
  activity: BikeActivity;
  /** The bridge's English text. */
  reason: string;
  /** The same reason as a code with a locale key (unavailable-reason.ts), when the bridge gives one. */
  reasonCode: ReasonCode | null;
}

/** Screens that are nothing but one activity of the matrix: without it the screen has no use. */
export const PAGE_ACTIVITIES: Partial<Record<ServiceToolPage, readonly BikeActivity[]>> = {
  firmwareUpdate: ['firmware_update'],
  bootloaderRescue: ['firmware_update'],
  midRescue: ['module_id_write'],
  cloudNoMid: ['module_id_write'],
  hmiDiagnosis: ['display_detection'],
  activation: ['display_activation'],
  performanceTuning: ['assist_levels'],
  liveData: ['live_data'],
  // The sensor check judges torque, which not every drive system reports (decision 1123).
  sensorDiagnosis: ['live_data', 'sensor_check'],
};

export const capabilitiesQuery = (workspaceId: number) =>
  queryOptions({
    queryKey: [...serviceToolKeys.all(), workspaceId, 'capabilities'] as const,
    queryFn: ({ signal }) =>
      bridgeRequest('get', '/v2/bike/capabilities', { signal, action: 'Read bike capabilities' }),
    staleTime: Infinity,
    meta: { silent: true },
  });

function useCapabilitiesQuery() {
  const state = useServiceTool();
  const id = state.workspace?.id ?? 0;
  return useQuery({ ...capabilitiesQuery(id), enabled: id > 0 && isBikeConnected(state) });
}

/** The matrix while a bike is connected (undefined until read). */
export const useCapabilities = (): Matrix | undefined => useCapabilitiesQuery().data;

export function unsupportedOf(
  matrix: Matrix | undefined,
  activities: readonly BikeActivity[],
): Unsupported[] {
  if (!matrix) return [];
  return matrix.capabilities
    .filter((c) => activities.includes(c.activity) && !c.supported)
    .map((c) => ({ activity: c.activity, reason: c.reason ?? '', reasonCode: c.reason_code ?? null }));
}

/** Which of these activities the connected bike cannot do, with the bridge's reasons. */
export const useUnsupported = (activities: readonly BikeActivity[]) =>
  unsupportedOf(useCapabilities(), activities);

/**
 * A screen made of these activities: those the bike cannot do, and whether the matrix is still being
 * read for the first time. The screen waits for it: rendered before, it would call the bike for what
 * the bike cannot do and alert the refusal.
 */
export function useScreenSupport(activities: readonly BikeActivity[]): {
  unsupported: Unsupported[];
  reading: boolean;
} {
  const matrix = useCapabilitiesQuery();
  return {
    unsupported: unsupportedOf(matrix.data, activities),
    reading: activities.length > 0 && matrix.isLoading,
  };
}

/**
 * Whether the bike supports the activity: undefined while the matrix is read (a screen then waits
 * before calling, so a bike without it never sees the call).
 */
export function useSupports(activity: BikeActivity): boolean | undefined {
  const matrix = useCapabilities();
  return matrix?.capabilities.find((c) => c.activity === activity)?.supported ?? (matrix ? true : undefined);
}
