// The workspace calls of the service-tool spine: GET the workspace with its tasks, PUT the bike reading
// to reload the tasks (v2: x-session-token), POST an activity.
import { SESSION_TOKEN_HEADER } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import type { ApiPath } from '../../../lib/api/api-types.ts';
import type {
  ActivityBody,
  ActivityCall,
  ActivityRecord,
  TaskReading,
  TaskReload,
  WorkspaceRef,
} from '../service-tool-types.ts';

export const sessionHeaders = (ws: WorkspaceRef) => ({ [SESSION_TOKEN_HEADER]: ws.sessionToken });

export const fetchWorkspace = (id: number) => apiRequest('get', '/api/workspace/{id}', { params: { id } });

export const putTaskReading = (ws: WorkspaceRef, reading: TaskReading): Promise<TaskReload> =>
  apiRequest('put', '/api/v2/workspace/{id}/task', {
    params: { id: ws.id },
    body: reading,
    headers: sessionHeaders(ws),
  });

const SESSION_ACTIVITIES: readonly ActivityCall[] = [
  'parameter_compare',
  'parameter_sync',
  'parameter_reference',
];

export function postActivity<K extends ActivityCall>(
  ws: WorkspaceRef,
  kind: K,
  body: ActivityBody<K>,
): Promise<ActivityRecord<K>> {
  const session = SESSION_ACTIVITIES.includes(kind);
  const path = (
    session ? `/api/v2/workspace/{id}/activity/${kind}` : `/api/workspace/{id}/activity/${kind}`
  ) as ApiPath;
  // The path is chosen at run time from `kind`, so the call is typed by ActivityBody/ActivityRecord.
  const call = apiRequest as unknown as (m: 'post', p: ApiPath, o: object) => Promise<ActivityRecord<K>>;
  return call('post', path, {
    params: { id: ws.id },
    body,
    ...(session ? { headers: sessionHeaders(ws) } : {}),
  });
}
