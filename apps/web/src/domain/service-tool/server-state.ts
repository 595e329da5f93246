// The service tool's server state in the query cache: task_info with the health score, the last bike
// reading, and the reload that refreshes both (bike read through the bridge, PUT task). Task changes
// after the first load of a workspace are recorded as task events.
import { queryClient } from '../../lib/api/query-client.ts';
import { fetchWorkspace, putTaskReading } from './api/workspace-calls.ts';
import { addTaskEvents, requireWorkspace, serviceToolClientStore } from './client-state.ts';
import { readBike, toTaskReading } from './read-bike.ts';
import type { BikeReading } from './read-bike.ts';
import { serviceToolKeys } from './service-tool-keys.ts';
import type { HealthBandName, TaskInfo, WorkspaceRef } from './service-tool-types.ts';
import { diffTasks } from './task-events.ts';
import type { TaskEvent } from './task-events.ts';

export interface WorkspaceTasks {
  taskInfo: TaskInfo;
  health: { score: number; band: HealthBandName } | null;
}

export const cachedTasks = (id: number) =>
  queryClient.getQueryData<WorkspaceTasks>(serviceToolKeys.tasks(id)) ?? null;

export const cachedReading = (id: number) =>
  queryClient.getQueryData<BikeReading | null>(serviceToolKeys.bike(id)) ?? null;

export function setReading(id: number, reading: BikeReading | null): void {
  queryClient.setQueryData<BikeReading | null>(serviceToolKeys.bike(id), reading);
}

/** Stores task_info and the health score; returns what changed since the last load (none at the first). */
export function applyTasks(id: number, tasks: WorkspaceTasks): TaskEvent[] {
  const before = cachedTasks(id)?.taskInfo.task_list ?? null;
  // The first load of a workspace is not news: only changes after it are events.
  const events = before ? diffTasks(before, tasks.taskInfo.task_list) : [];
  queryClient.setQueryData<WorkspaceTasks>(serviceToolKeys.tasks(id), tasks);
  addTaskEvents(events);
  return events;
}

/** Loads task_info of the stored workspace without reading the bike (after a page reload). */
export async function loadWorkspaceTasks(): Promise<void> {
  const ws = requireWorkspace();
  const detail = await fetchWorkspace(ws.id);
  const score = detail.health_score;
  applyTasks(ws.id, {
    taskInfo: detail.task_info,
    health: score === null || detail.health_band === null ? null : { score, band: detail.health_band },
  });
}

async function reload(ws: WorkspaceRef): Promise<TaskEvent[]> {
  const reading = await readBike();
  setReading(ws.id, reading);
  const result = await putTaskReading(ws, toTaskReading(reading));
  void queryClient.invalidateQueries({ queryKey: serviceToolKeys.workspace(ws.id) });
  return applyTasks(ws.id, {
    taskInfo: result.task_info,
    health: { score: result.health_score, band: result.health_band },
  });
}

const reloadQuery = (ws: WorkspaceRef) => ({
  queryKey: serviceToolKeys.reload(ws.id),
  queryFn: () => reload(ws),
  staleTime: 0,
  gcTime: 0,
  // The caller shows the failure (reactToServiceToolError), not the global API alert.
  meta: { silent: true },
});

/**
 * Reads the bike through the bridge and PUTs the reading to /v2/workspace/{id}/task; the new task_info
 * and health score land in the cache. Calls made while one runs share it. Returns the task events.
 */
export async function reloadTasks(): Promise<TaskEvent[]> {
  return queryClient.fetchQuery(reloadQuery(requireWorkspace()));
}

/**
 * The bike reading of this browser session, read through the bridge first when there is none (the
 * first thing after a page reload): a procedure that judges the bike on its components (full
 * diagnosis, firmware) never judges "no reading" as "no components" (issue 17, decision 1704).
 */
export async function ensureReading(): Promise<BikeReading> {
  const ws = requireWorkspace();
  const cached = cachedReading(ws.id);
  if (cached) return cached;
  await reloadTasks();
  const read = cachedReading(ws.id);
  if (!read) throw new Error('the bike was read but no reading was kept');
  return read;
}

export const isReloading = (id: number) =>
  queryClient.isFetching({ queryKey: serviceToolKeys.reload(id) }) > 0;

/**
 * Resolves when no task reload is running. A reload reads the bike through the bridge; a screen that is
 * about to put the bridge into a mode where reads are refused (HMI detection mode: 400103) waits for it.
 */
export async function reloadSettled(): Promise<void> {
  const ws = serviceToolClientStore.get().workspace;
  // While one runs, fetchQuery hands back that same run instead of starting another.
  if (ws && isReloading(ws.id)) await queryClient.fetchQuery(reloadQuery(ws)).catch(() => undefined);
}

/** Task ids of the open tasks of these types (optionally on one part) — for an activity's task_ids. */
export function openTaskIds(types: readonly string[], partType?: string): number[] {
  const ws = serviceToolClientStore.get().workspace;
  const tasks = (ws && cachedTasks(ws.id)?.taskInfo.task_list) ?? [];
  return tasks
    .filter(
      (t) =>
        t.status === 'in_progress' &&
        types.includes(t.task_type) &&
        (partType === undefined || t.part_type === partType),
    )
    .map((t) => t.id);
}
