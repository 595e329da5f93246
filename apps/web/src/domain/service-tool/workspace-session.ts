// Entering, leaving and acting in a workspace: the workspace of POST /workspace/ kept in storage and
// the client store, an activity recorded (then the tasks reloaded and the dialog opened), "Reconnect
// Bike", and the reset at logout.
import { paths } from '../../config/paths.ts';
import { queryClient } from '../../lib/api/query-client.ts';
import { bridgeRequest } from '../../lib/bridge/bridge-client.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { postActivity } from './api/workspace-calls.ts';
import {
  initialClientState,
  openActivityDialog,
  requireWorkspace,
  serviceToolClientStore,
} from './client-state.ts';
import type { CompletedActivity } from './client-state.ts';
import type { BikeReading } from './read-bike.ts';
import { applyTasks, reloadTasks, setReading } from './server-state.ts';
import { serviceToolKeys } from './service-tool-keys.ts';
import type {
  ActivityBody,
  ActivityCall,
  ActivityRecord,
  TaskReload,
  WorkspaceRef,
} from './service-tool-types.ts';
import { forgetStoredWorkspace, storeWorkspace } from './workspace-storage.ts';

const forgetSessionData = () => queryClient.removeQueries({ queryKey: serviceToolKeys.all() });

/**
 * Keeps the workspace of POST /workspace/ (new or resumed) under workspaceId, workspaceVin, sessionToken.
 * `first`: the reading and task reload already made while connecting (saves a second bike read).
 */
export function setWorkspace(ws: WorkspaceRef, first?: { reading: BikeReading; reload: TaskReload }): void {
  storeWorkspace(ws);
  const sameWorkspace = serviceToolClientStore.get().workspace?.id === ws.id;
  if (!sameWorkspace) forgetSessionData();
  serviceToolClientStore.set((s) => ({
    ...s,
    workspace: ws,
    sessionEnded: false, // connected anew under this workspace's credential
    ...(sameWorkspace ? {} : { taskEvents: [], completedActivity: null }),
  }));
  if (first) {
    setReading(ws.id, first.reading);
    applyTasks(ws.id, {
      taskInfo: first.reload.task_info,
      health: { score: first.reload.health_score, band: first.reload.health_band },
    });
  }
}

/** Leaves the workspace (the keys go; the bike stays as it is). */
export function clearWorkspace(): void {
  forgetStoredWorkspace();
  forgetSessionData();
  serviceToolClientStore.set((s) => ({
    ...initialClientState,
    bridge: s.bridge,
    bridgeReachable: s.bridgeReachable,
  }));
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
  if (options.dialog ?? completed.record.success) openActivityDialog(completed);
  return record;
}

/**
 * "Reconnect Bike": release the connection the bridge still holds (an operation may have failed on a
 * link the bridge has not given up yet) and go to the connect-bike flow, which offers the same
 * workspace again. A connection the bridge already reported lost has nothing to release.
 */
export async function startReconnect(): Promise<void> {
  const { bridge, workspace } = serviceToolClientStore.get();
  if (bridge?.connection !== 'DISCONNECTED')
    await bridgeRequest('post', '/v2/disconnection', { action: 'Disconnect bike' }).catch(() => undefined);
  if (workspace) setReading(workspace.id, null);
  navigateTo(paths.serviceTool);
}
