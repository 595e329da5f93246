// The service-tool session: the connected workspace (id, vin, session token under the spec's storage
// keys), the bridge status from the /v1/status/all stream, the latest bike reading and task_info with
// its health score, the task events of the last reloads and the activity-complete dialog.
// reloadTasks() and recordActivity() are the two calls every activity screen uses.
import { useEffect } from 'react';
import { StorageKey } from '@dealer/contracts';
import { queryClient } from '../api/query-client.ts';
import type { BridgeStatusAll } from '@dealer/contracts';
import { bridgeRequest } from '../bridge/bridge-client.ts';
import { openStatusStream } from '../bridge/bridge-streams.ts';
import { navigateTo } from '../navigation.ts';
import { paths } from '../../config/paths.ts';
import { readString, removeKey, writeString } from '../storage.ts';
import { createStore, useStore } from '../stores/create-store.ts';
import { sessionStore } from '../session/session-store.ts';
import { fetchWorkspace, postActivity, putTaskReading } from './api/workspace-calls.ts';
import { readBike, toTaskReading, type BikeReading } from './read-bike.ts';
import type {
  ActivityBody,
  ActivityCall,
  ActivityRecord,
  HealthBandName,
  TaskInfo,
  TaskReload,
  WorkspaceRef,
} from './service-tool-types.ts';
import { diffTasks, type TaskEvent } from './task-events.ts';

export interface CompletedActivity {
  kind: ActivityCall;
  record: ActivityRecord;
  /** Task events the reload after the activity produced (e.g. the task it completed). */
  events: TaskEvent[];
  /** False when no reload followed (the bike went to sleep or off): the dialog must not claim one. */
  tasksReloaded: boolean;
}

export interface ServiceToolState {
  workspace: WorkspaceRef | null;
  /** Last /v1/status/all event; null until the stream delivered one. */
  bridge: BridgeStatusAll | null;
  /** The status stream is open; false: no bridge answering; null: not known yet. */
  bridgeReachable: boolean | null;
  reading: BikeReading | null;
  taskInfo: TaskInfo | null;
  health: { score: number; band: HealthBandName } | null;
  reloading: boolean;
  /** Newest first, at most MAX_EVENTS. */
  taskEvents: TaskEvent[];
  completedActivity: CompletedActivity | null;
}

const MAX_EVENTS = 20;

function storedWorkspace(): WorkspaceRef | null {
  const id = Number(readString(StorageKey.workspaceId));
  const vin = readString(StorageKey.workspaceVin);
  const sessionToken = readString(StorageKey.sessionToken);
  return Number.isInteger(id) && id > 0 && vin && sessionToken ? { id, vin, sessionToken } : null;
}

const initial: ServiceToolState = {
  workspace: null,
  bridge: null,
  bridgeReachable: null,
  reading: null,
  taskInfo: null,
  health: null,
  reloading: false,
  taskEvents: [],
  completedActivity: null,
};

export const serviceToolStore = createStore<ServiceToolState>({ ...initial, workspace: storedWorkspace() });
export const useServiceTool = () => useStore(serviceToolStore);

/** The connected workspace; throws when there is none (screens are only shown with one). */
export function requireWorkspace(): WorkspaceRef {
  const ws = serviceToolStore.get().workspace;
  if (!ws) throw new Error('no workspace is connected');
  return ws;
}

/**
 * Keeps the workspace of POST /workspace/ (new or resumed) under workspaceId, workspaceVin, sessionToken.
 * `first`: the reading and task reload already made while connecting (saves a second bike read).
 */
export function setWorkspace(ws: WorkspaceRef, first?: { reading: BikeReading; reload: TaskReload }): void {
  writeString(StorageKey.workspaceId, String(ws.id));
  writeString(StorageKey.workspaceVin, ws.vin);
  writeString(StorageKey.sessionToken, ws.sessionToken);
  const previous = serviceToolStore.get().workspace;
  const sameWorkspace = previous?.id === ws.id;
  serviceToolStore.set((s) => ({
    ...s,
    workspace: ws,
    ...(sameWorkspace
      ? {}
      : { reading: null, taskInfo: null, health: null, taskEvents: [], completedActivity: null }),
  }));
  if (first) {
    serviceToolStore.set((s) => ({ ...s, reading: first.reading }));
    applyTasks(first.reload.task_info, { score: first.reload.health_score, band: first.reload.health_band });
  }
}

/** Leaves the workspace (the keys go; the bike stays as it is). */
export function clearWorkspace(): void {
  removeKey(StorageKey.workspaceId);
  removeKey(StorageKey.workspaceVin);
  removeKey(StorageKey.sessionToken);
  serviceToolStore.set((s) => ({ ...initial, bridge: s.bridge, bridgeReachable: s.bridgeReachable }));
}

function applyTasks(taskInfo: TaskInfo, health: ServiceToolState['health']): TaskEvent[] {
  const before = serviceToolStore.get().taskInfo?.task_list ?? null;
  // The first load of a workspace is not news: only changes after it are events.
  const events = before ? diffTasks(before, taskInfo.task_list) : [];
  serviceToolStore.set((s) => ({
    ...s,
    taskInfo,
    health,
    taskEvents: [...events, ...s.taskEvents].slice(0, MAX_EVENTS),
  }));
  return events;
}

/** Loads task_info of the stored workspace without reading the bike (after a page reload). */
export async function loadWorkspaceTasks(): Promise<void> {
  const ws = requireWorkspace();
  const detail = await fetchWorkspace(ws.id);
  const score = detail.health_score;
  applyTasks(
    detail.task_info,
    score === null || detail.health_band === null ? null : { score, band: detail.health_band },
  );
}

let reloadInFlight: Promise<TaskEvent[]> | null = null;

/**
 * Reads the bike through the bridge and PUTs the reading to /v2/workspace/{id}/task; the new task_info
 * and health score land in the store. Calls made while one runs share it. Returns the task events.
 */
export function reloadTasks(): Promise<TaskEvent[]> {
  reloadInFlight ??= (async () => {
    const ws = requireWorkspace();
    serviceToolStore.set((s) => ({ ...s, reloading: true }));
    try {
      const reading = await readBike();
      serviceToolStore.set((s) => ({ ...s, reading }));
      const result = await putTaskReading(ws, toTaskReading(reading));
      void queryClient.invalidateQueries({ queryKey: ['workspace', ws.id] });
      return applyTasks(result.task_info, { score: result.health_score, band: result.health_band });
    } finally {
      serviceToolStore.set((s) => ({ ...s, reloading: false }));
    }
  })().finally(() => {
    reloadInFlight = null;
  });
  return reloadInFlight;
}

/**
 * Resolves when no task reload is running. A reload reads the bike through the bridge; a screen that is
 * about to put the bridge into a mode where reads are refused (HMI detection mode: 400103) waits for it.
 */
export function reloadSettled(): Promise<void> {
  return (reloadInFlight ?? Promise.resolve([])).then(
    () => undefined,
    () => undefined,
  );
}

export interface RecordOptions {
  /** Re-read the bike and reload the tasks afterwards (default true; false when the bike is gone). */
  reload?: boolean;
  /** Open the activity-complete dialog (default: when the activity succeeded). */
  dialog?: boolean;
}

/**
 * POSTs the activity to /workspace/{id}/activity/{kind} (v2 with the session token for
 * parameter_compare / parameter_sync), then reloads the tasks and opens the activity-complete dialog.
 * A failed reload (bike gone) does not undo the record: it is rethrown after the record is kept.
 */
export async function recordActivity<K extends ActivityCall>(
  kind: K,
  body: ActivityBody<K>,
  options: RecordOptions = {},
): Promise<ActivityRecord<K>> {
  const ws = requireWorkspace();
  const record = await postActivity(ws, kind, body);
  const events = options.reload === false ? [] : await reloadTasks();
  const completed: CompletedActivity = {
    kind,
    record: record as ActivityRecord,
    events,
    tasksReloaded: options.reload !== false,
  };
  if (options.dialog ?? completed.record.success)
    serviceToolStore.set((s) => ({ ...s, completedActivity: completed }));
  return record;
}

/** Opens the activity-complete dialog for activities recorded with `dialog: false` (e.g. a batch). */
export function openActivityDialog(completed: CompletedActivity): void {
  serviceToolStore.set((s) => ({ ...s, completedActivity: completed }));
}

export function closeActivityDialog(): void {
  serviceToolStore.set((s) => ({ ...s, completedActivity: null }));
}

/** Task ids of the open tasks of these types (optionally on one part) — for an activity's task_ids. */
export function openTaskIds(types: readonly string[], partType?: string): number[] {
  const tasks = serviceToolStore.get().taskInfo?.task_list ?? [];
  return tasks
    .filter(
      (t) =>
        t.status === 'in_progress' &&
        types.includes(t.task_type) &&
        (partType === undefined || t.part_type === partType),
    )
    .map((t) => t.id);
}

let streamUsers = 0;
let closeStream: (() => void) | null = null;

/** Keeps the bridge status (/v1/status/all) in the store while a component using it is mounted. */
export function useBridgeStatus(): Pick<ServiceToolState, 'bridge' | 'bridgeReachable'> {
  useEffect(() => {
    streamUsers += 1;
    closeStream ??= openStatusStream('all', {
      onData: (bridge) => serviceToolStore.set((s) => ({ ...s, bridge, bridgeReachable: true })),
      onOpen: () => serviceToolStore.set((s) => ({ ...s, bridgeReachable: true })),
      onError: () => serviceToolStore.set((s) => ({ ...s, bridgeReachable: false })),
    });
    return () => {
      streamUsers -= 1;
      if (streamUsers === 0) {
        closeStream?.();
        closeStream = null;
      }
    };
  }, []);
  const { bridge, bridgeReachable } = useServiceTool();
  return { bridge, bridgeReachable };
}

export const isBikeConnected = (s: Pick<ServiceToolState, 'bridge'>) => s.bridge?.connection === 'CONNECTED';

/**
 * "Reconnect Bike": release the connection the bridge still holds (an operation may have failed on a
 * link the bridge has not given up yet) and go to the connect-bike flow, which offers the same
 * workspace again. A connection the bridge already reported lost has nothing to release.
 */
export async function startReconnect(): Promise<void> {
  if (serviceToolStore.get().bridge?.connection !== 'DISCONNECTED')
    await bridgeRequest('post', '/v2/disconnection', { action: 'Disconnect bike' }).catch(() => undefined);
  serviceToolStore.set((s) => ({ ...s, reading: null }));
  navigateTo(paths.serviceTool);
}

/** Logout clears the workspace keys from storage (portal-spec §4): the session goes with them. */
sessionStore.subscribe(() => {
  if (serviceToolStore.get().workspace && !storedWorkspace()) serviceToolStore.set({ ...initial });
});
