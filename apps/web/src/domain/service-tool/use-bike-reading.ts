// The last bike reading for screens that list the bike's components. After a page reload the session
// has task_info from the server but no reading: read the bike once (reloadTasks) while it is connected.
// The service-tool layout calls this too, so every screen has the reading after a reload (decision
// 1704). One attempt per mount: a failure shows its alert, never a retry loop.
import { useEffect, useRef } from 'react';
import { useBridgeCommunication } from './client-state.ts';
import { reactToServiceToolError } from './errors.ts';
import { reloadTasks } from './server-state.ts';
import { isBikeConnected } from './use-bridge-status.ts';
import { useServiceTool } from './use-service-tool.ts';
import type { BikeReading } from './read-bike.ts';

export function useBikeReading(): BikeReading | null {
  const state = useServiceTool();
  const communication = useBridgeCommunication();
  const connected = isBikeConnected(state);
  const tried = useRef(false);
  useEffect(() => {
    // Only once the workspace's tasks are in: while connecting, the connect flow reads the bike itself.
    // While the bridge is busy (a firmware job runs on after a reload: decision 2801) the bike is read
    // once it is idle again, not answered "System Bridge is busy".
    const busy = communication === 'BUSY';
    if (state.reading || !state.taskInfo || !connected || busy || state.reloading || tried.current) return;
    tried.current = true;
    reloadTasks().catch((e: unknown) => reactToServiceToolError(e, { action: 'Read bike' }));
  }, [state.reading, state.taskInfo, connected, communication, state.reloading]);
  return state.reading;
}
