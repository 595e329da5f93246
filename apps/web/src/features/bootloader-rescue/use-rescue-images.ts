// The rescue image of each component found in its bootloader (GET /v2/firmware/updatable with
// in_bootloader=true: the newest rescue image for that part spec and board).
import { useQueries } from '@tanstack/react-query';
import type { BridgeComponent } from '../../lib/bridge/bridge-types.ts';
import {
  fetchUpdatable,
  type FirmwareImageInfo,
  type WorkspaceRef,
} from '../../domain/service-tool/index.ts';

export interface RescueRow {
  component: BridgeComponent;
  image: FirmwareImageInfo | null;
  state: 'loading' | 'ready' | 'noImage' | 'error';
}

export function useRescueImages(ws: WorkspaceRef, stuck: readonly BridgeComponent[]): RescueRow[] {
  const results = useQueries({
    queries: stuck.map((c) => ({
      queryKey: ['firmware', 'rescue', c.module_id],
      queryFn: () => fetchUpdatable(ws, { mid: c.module_id, in_bootloader: true }),
      enabled: c.module_id_valid,
      staleTime: 0,
    })),
  });
  return stuck.map((component, i) => {
    const q = results[i];
    if (!component.module_id_valid) return { component, image: null, state: 'noImage' };
    if (!q || q.isPending) return { component, image: null, state: 'loading' };
    if (q.isError) return { component, image: null, state: 'error' };
    const image = q.data.updates.find((u) => u.kind === 'rescue') ?? null;
    return { component, image, state: image ? 'ready' : 'noImage' };
  });
}
