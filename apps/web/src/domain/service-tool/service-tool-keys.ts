// Query keys of the service tool's server state. The workspace detail is the portal's usual
// ['workspace', id]; the session's task list, bike reading and reload live under 'service-tool', which
// is never persisted (after a page reload the tasks are fetched again and the bike is read again).
const SERVICE_TOOL_KEY = 'service-tool';

export const serviceToolKeys = {
  /** GET /api/workspace/{id}. */
  workspace: (id: number) => ['workspace', id] as const,
  /** Everything of the connected session (cleared when the workspace changes or is left). */
  all: () => [SERVICE_TOOL_KEY] as const,
  /** task_info and the health score, from the last reload or GET. */
  tasks: (id: number) => [SERVICE_TOOL_KEY, id, 'tasks'] as const,
  /** The last bike reading through the bridge (null: none yet, or released for a reconnect). */
  bike: (id: number) => [SERVICE_TOOL_KEY, id, 'bike'] as const,
  /** The running reload (bike read + PUT task): calls made while one runs share it. */
  reload: (id: number) => [SERVICE_TOOL_KEY, id, 'reload'] as const,
};
