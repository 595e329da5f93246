// Named shapes of the service tool, derived from the generated API and bridge types.
import type { BodyOf, ResultOf } from '../../lib/api/api-types.ts';

export type TaskReload = ResultOf<'/api/v2/workspace/{id}/task', 'put'>;
export type TaskInfo = TaskReload['task_info'];
export type Task = TaskInfo['task_list'][number];
export type TaskType = Task['task_type'];
export type HealthBandName = TaskReload['health_band'];
/** What the bridge read, as PUT /v2/workspace/{id}/task takes it. */
export type TaskReading = BodyOf<'/api/v2/workspace/{id}/task', 'put'>;

/** Activity calls under /workspace/{id}/activity/… (v1) and the two that need the session (v2). */
type SessionActivityCall = 'parameter_compare' | 'parameter_sync' | 'parameter_reference';
type PlainActivityCall =
  | 'bike_activate'
  | 'bootloader_rescue'
  | 'enter_ship_mode'
  | 'firmware_update'
  | 'mid_parameter_update'
  | 'part_replacement'
  | 'hmi_diagnosis'
  | 'performance_tuning'
  | 'bike_setting'
  | 'sensor_diagnosis'
  | 'error_code_clear';
export type ActivityCall = PlainActivityCall | SessionActivityCall;
type ActivityPath<K extends ActivityCall> = K extends SessionActivityCall
  ? `/api/v2/workspace/{id}/activity/${K}`
  : `/api/workspace/{id}/activity/${K}`;
export type ActivityBody<K extends ActivityCall> = BodyOf<ActivityPath<K>, 'post'>;
export type ActivityRecord<K extends ActivityCall = ActivityCall> = ResultOf<ActivityPath<K>, 'post'>;

/** The connected workspace, kept under the spec's storage keys (workspaceId, workspaceVin, sessionToken). */
export interface WorkspaceRef {
  id: number;
  vin: string;
  sessionToken: string;
}
