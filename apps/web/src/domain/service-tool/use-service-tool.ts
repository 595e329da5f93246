// One view of the service-tool session for the screens: the client state (workspace, bridge status,
// task events, dialog) with the server state of the connected workspace (tasks, health, bike reading,
// whether a reload runs) from the query cache.
import { skipToken, useIsFetching, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { serviceToolClientStore, useServiceToolClient } from './client-state.ts';
import type { ServiceToolClientState } from './client-state.ts';
import type { BikeReading } from './read-bike.ts';
import { cachedReading, cachedTasks, isReloading } from './server-state.ts';
import type { WorkspaceTasks } from './server-state.ts';
import { serviceToolKeys } from './service-tool-keys.ts';
import type { TaskInfo } from './service-tool-types.ts';

export interface ServiceToolState extends ServiceToolClientState {
  reading: BikeReading | null;
  taskInfo: TaskInfo | null;
  health: WorkspaceTasks['health'];
  reloading: boolean;
}

/** No workspace: the queries observe an id no workspace has. */
const NONE = 0;

export function useServiceTool(): ServiceToolState {
  const client = useServiceToolClient();
  const id = client.workspace?.id ?? NONE;
  // Observers only (skipToken): the data is put there by the reload, the connect flow and the layout.
  const tasks = useQuery<WorkspaceTasks>(
    { queryKey: serviceToolKeys.tasks(id), queryFn: skipToken },
    queryClient,
  ).data;
  const reading = useQuery<BikeReading | null>(
    { queryKey: serviceToolKeys.bike(id), queryFn: skipToken },
    queryClient,
  ).data;
  const reloading = useIsFetching({ queryKey: serviceToolKeys.reload(id) }, queryClient) > 0;
  return {
    ...client,
    reading: client.workspace ? (reading ?? null) : null,
    taskInfo: client.workspace ? (tasks?.taskInfo ?? null) : null,
    health: client.workspace ? (tasks?.health ?? null) : null,
    reloading,
  };
}

/** The same view outside React (a running procedure reading the latest state). */
export function serviceToolSnapshot(): ServiceToolState {
  const client = serviceToolClientStore.get();
  const id = client.workspace?.id;
  const tasks = id === undefined ? null : cachedTasks(id);
  return {
    ...client,
    reading: id === undefined ? null : cachedReading(id),
    taskInfo: tasks?.taskInfo ?? null,
    health: tasks?.health ?? null,
    reloading: id === undefined ? false : isReloading(id),
  };
}
