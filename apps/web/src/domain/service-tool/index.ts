// The service tool's public face: features and the app shell import this file only (a lint zone in
// eslint.config.js refuses deeper imports); what is not exported here stays the module's own.
// The session is split by kind of state:
// - client-state.ts: workspace chosen, bridge status, task events, activity-complete dialog;
// - server-state.ts: tasks, health, bike reading and the reload, in the query cache
//   (keys: service-tool-keys.ts);
// - workspace-session.ts: entering/leaving a workspace, recording an activity, "Reconnect Bike";
// - use-bridge-status.ts: the /v1/status/all stream while the layout is mounted;
// - use-service-tool.ts: the combined view (hook and snapshot).
// The styles of the unavailable notes and of the side navigation's unavailable links come with it.
import './unavailable.css';

// The session.
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
export { serviceToolKeys } from './service-tool-keys.ts';
export { useSessionHeartbeat } from './use-session-heartbeat.ts';
export { useBikeReading } from './use-bike-reading.ts';
export { readBike, toTaskReading, type BikeReading } from './read-bike.ts';
export type { ActivityBody, ActivityRecord, Task, TaskReload, WorkspaceRef } from './service-tool-types.ts';

// Calls of the workspace, firmware and case-image API.
export { putTaskReading, sessionHeaders } from './api/workspace-calls.ts';
export {
  fetchImageLink,
  fetchFirmwareList,
  fetchUpdatable,
  type FirmwareImageInfo,
  type ImageLink,
} from './api/firmware-calls.ts';
export { uploadCaseImage } from './api/upload-case-image.ts';

// Screens, tasks and what the bike supports.
export { pageEntry, pageHref, pageOfPath, SERVICE_TOOL_PAGES, type ServiceToolPage } from './pages.ts';
export { byUrgency, TASK_PAGE } from './task-pages.ts';
export { openTasks } from './task-events.ts';
export { blockOf, type Block } from './blocking.ts';
export {
  capabilitiesQuery,
  PAGE_ACTIVITIES,
  unsupportedOf,
  useCapabilities,
  useScreenSupport,
  useSupports,
} from './capabilities.ts';
export { CapabilityGate, OpenScreenLink, UnavailableNote, UnavailablePage } from './Unavailable.tsx';
export { findingVars } from './unavailable-reason.ts';
export { activityName, moduleIdShown, taskLabel, taskName } from './labels.ts';

// Errors, flashing, live data, the full-diagnosis history.
export { reactToServiceToolError } from './errors.ts';
export { useQueryErrorAlert } from './use-query-error-alert.ts';
export { explainFailure, isTampering, MIN_UPDATE_CHARGE_PERCENT, type Explanation } from './flash-errors.ts';
export { useLeaveGuard, type LeaveWords } from './use-leave-guard.ts';
export { reportsAll, signalValues, useLiveData } from './use-live-data.ts';
export { LiveStateBadge } from './LiveStateBadge.tsx';
export {
  addToHistory,
  DIAGNOSIS_STAGES,
  historyOf,
  worst,
  type DiagnosisStage,
  type FullDiagnosisEntry,
  type StageFinding,
  type StageResult,
} from './full-diagnosis-history.ts';
