// The service-tool session's public face for the screens. Split by kind of state:
// - client-state.ts: workspace chosen, bridge status, task events, activity-complete dialog;
// - server-state.ts: tasks, health, bike reading and the reload, in the query cache
//   (keys: service-tool-keys.ts);
// - workspace-session.ts: entering/leaving a workspace, recording an activity, "Reconnect Bike";
// - use-bridge-status.ts: the /v1/status/all stream while the layout is mounted;
// - use-service-tool.ts: the combined view (hook and snapshot).
export { closeActivityDialog, openActivityDialog, requireWorkspace } from './client-state.ts';
export {
  ensureReading,
  loadWorkspaceTasks,
  openTaskIds,
  reloadSettled,
  reloadTasks,
} from './server-state.ts';
export { isBikeConnected, useBridgeStatus } from './use-bridge-status.ts';
export { serviceToolSnapshot, useServiceTool } from './use-service-tool.ts';
export type { ServiceToolState } from './use-service-tool.ts';
export { clearWorkspace, recordActivity, setWorkspace, startReconnect } from './workspace-session.ts';
