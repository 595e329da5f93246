// The last bike reading for screens that list the bike's components. After a page reload the layout
// restores task_info without reading the bike, so the reading is empty: read it once (reloadTasks)
// while the bike is connected. One attempt per mount: a failure shows its alert, never a retry loop.
import { useEffect, useRef } from 'react';
import { reactToServiceToolError } from './errors.ts';
import { isBikeConnected, reloadTasks, useServiceTool } from './service-tool-store.ts';
import type { BikeReading } from './read-bike.ts';

export function useBikeReading(): BikeReading | null {
  const state = useServiceTool();
  const connected = isBikeConnected(state);
  const tried = useRef(false);
  useEffect(() => {
    if (state.reading || !connected || state.reloading || tried.current) return;
    tried.current = true;
    reloadTasks().catch((e: unknown) => reactToServiceToolError(e, { action: 'Read bike' }));
  }, [state.reading, connected, state.reloading]);
  return state.reading;
}
