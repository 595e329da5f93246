// What the service tool keeps that no server holds: the workspace chosen (mirrored in storage), the
// bridge status as its stream last reported it, the task events shown after reloads, and the
// activity-complete dialog. Server state (tasks, bike reading) is in the query cache (server-state.ts).
import type { BridgeStatusAll, SystemBridgeStatus } from '@dealer/contracts';
import { onSessionCleared } from '../../lib/session/session-store.ts';
import { createStore, useStore } from '../../lib/stores/create-store.ts';
import type { ActivityCall, ActivityRecord, WorkspaceRef } from './service-tool-types.ts';
import type { TaskEvent } from './task-events.ts';
import { storedWorkspace } from './workspace-storage.ts';

export interface CompletedActivity {
  kind: ActivityCall;
  record: ActivityRecord;
  /** Task events the reload after the activity produced (e.g. the task it completed). */
  events: TaskEvent[];
  /** False when no reload followed (the bike went to sleep or off): the dialog must not claim one. */
  tasksReloaded: boolean;
}

/**
 * The bridge's status without whether it is busy. Busy/idle flips twice for every read of the bike,
 * and every service-tool component reads this store, which useSyncExternalStore renders again at once
 * for each change: the whole screen rendered twice per read for a value one hook uses (a long task of
 * 80–150 ms each on the service-tool overview, issue 31). Busy/idle has a store of its own.
 */
export type BridgeStatus = Omit<BridgeStatusAll, 'communication'>;

export interface ServiceToolClientState {
  workspace: WorkspaceRef | null;
  /** Last /v1/status/all event, busy/idle aside (bridgeCommunicationStore); null until the stream delivered one. */
  bridge: BridgeStatus | null;
  /** The status stream is open; false: no bridge answering; null: not known yet. */
  bridgeReachable: boolean | null;
  /** Newest first, at most MAX_TASK_EVENTS. */
  taskEvents: TaskEvent[];
  completedActivity: CompletedActivity | null;
  /**
   * The bridge ended this workspace's session (taken over by another window, verification expired):
   * the bike may still be connected, to another session, but not to this workspace, so the service
   * tool offers to reconnect it (which asks to take it over, decision 2800). Cleared by a new connect.
   */
  sessionEnded: boolean;
}

const MAX_TASK_EVENTS = 20;

export const initialClientState: ServiceToolClientState = {
  workspace: null,
  bridge: null,
  bridgeReachable: null,
  taskEvents: [],
  completedActivity: null,
  sessionEnded: false,
};

export const serviceToolClientStore = createStore<ServiceToolClientState>({
  ...initialClientState,
  workspace: storedWorkspace(),
});
export const useServiceToolClient = () => useStore(serviceToolClientStore);

/** BUSY while the bridge talks to the bike; null until the status stream delivered one. */
export const bridgeCommunicationStore = createStore<SystemBridgeStatus | null>(null);
export const useBridgeCommunication = () => useStore(bridgeCommunicationStore);

// Logout (portal-spec §4): the storage keys and the query cache are gone already; the session's own
// state goes with them. Registered where the store is made, so a loaded store is always reset.
onSessionCleared(() => {
  if (serviceToolClientStore.get().workspace) serviceToolClientStore.set({ ...initialClientState });
});

/** The connected workspace; throws when there is none (screens are only shown with one). */
export function requireWorkspace(): WorkspaceRef {
  const ws = serviceToolClientStore.get().workspace;
  if (!ws) throw new Error('no workspace is connected');
  return ws;
}

export function addTaskEvents(events: readonly TaskEvent[]): void {
  serviceToolClientStore.set((s) => ({
    ...s,
    taskEvents: [...events, ...s.taskEvents].slice(0, MAX_TASK_EVENTS),
  }));
}

/** Opens the activity-complete dialog (also for activities recorded with `dialog: false`, e.g. a batch). */
export function openActivityDialog(completed: CompletedActivity): void {
  serviceToolClientStore.set((s) => ({ ...s, completedActivity: completed }));
}

export function closeActivityDialog(): void {
  serviceToolClientStore.set((s) => ({ ...s, completedActivity: null }));
}
