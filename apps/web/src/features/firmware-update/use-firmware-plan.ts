// What each component of the bike can get: GET /v2/firmware/updatable per module (application image and,
// for the HMI, newer font/icon frames), and — when nothing is offered — whether a newer image exists
// only for another board (the part spec's catalogue, GET /v2/firmware/).
import { useQueries, useQuery } from '@tanstack/react-query';
import type { BridgeComponent } from '../../lib/bridge/bridge-types.ts';
import { bikeQuery } from '../../lib/api/bike.ts';
import {
  fetchFirmwareList,
  fetchUpdatable,
  type FirmwareImageInfo,
  type WorkspaceRef,
} from '../../domain/service-tool/index.ts';
import { hardwareBlock } from './preflight.ts';

type PlanStatus =
  'loading' | 'update' | 'upToDate' | 'inBootloader' | 'noMid' | 'notFlashable' | 'hardware' | 'error';
export interface PlanRow {
  component: BridgeComponent;
  status: PlanStatus;
  updates: FirmwareImageInfo[];
  hardware: { version: string; hardware: string[] } | null;
}

/** Components the bridge can flash (it has calls for them) and that run firmware at all. */
const flashable = (c: BridgeComponent) =>
  c.component !== null && c.component !== 'dongle' && c.firmware_version !== '';

export function useFirmwarePlan(ws: WorkspaceRef, components: readonly BridgeComponent[]): PlanRow[] {
  const candidates = components.filter((c) => c.component !== null && c.module_id_valid && !c.in_bootloader);
  const updatable = useQueries({
    queries: candidates.map((c) => ({
      queryKey: ['firmware', 'updatable', c.module_id, c.firmware_version, c.font_version, c.icon_version],
      queryFn: () =>
        fetchUpdatable(ws, {
          mid: c.module_id,
          firmware_version: c.firmware_version,
          ...(c.font_version !== null ? { font_version: c.font_version } : {}),
          ...(c.icon_version !== null ? { icon_version: c.icon_version } : {}),
        }),
      staleTime: 0,
    })),
  });
  const bike = useQuery(bikeQuery(ws.vin));
  const noUpdate = candidates.filter((c, i) => updatable[i]?.data && updatable[i].data.updates.length === 0);
  const specIds = [
    ...new Set(
      noUpdate
        .map((c) => bike.data?.components.find((b) => b.barcode === c.barcode)?.part_spec_id)
        .filter((id): id is number => id !== undefined),
    ),
  ];
  const catalogues = useQueries({
    queries: specIds.map((id) => ({
      queryKey: ['firmware', 'catalogue', id],
      queryFn: () => fetchFirmwareList(ws, { part_spec_id: id, page_size: 100 }),
      staleTime: 60_000,
    })),
  });

  return components.map((c): PlanRow => {
    const base = { component: c, updates: [] as FirmwareImageInfo[], hardware: null };
    if (c.in_bootloader) return { ...base, status: 'inBootloader' };
    if (!flashable(c)) return { ...base, status: 'notFlashable' };
    if (!c.module_id_valid) return { ...base, status: 'noMid' };
    const q = updatable[candidates.indexOf(c)];
    if (!q || q.isPending) return { ...base, status: 'loading' };
    if (q.isError || !q.data) return { ...base, status: 'error' };
    if (q.data.updates.length > 0) return { ...base, status: 'update', updates: q.data.updates };
    const specId = bike.data?.components.find((b) => b.barcode === c.barcode)?.part_spec_id;
    const catalogue = specId === undefined ? undefined : catalogues[specIds.indexOf(specId)]?.data;
    const hardware = catalogue ? hardwareBlock(catalogue.items, c) : null;
    return { ...base, status: hardware ? 'hardware' : 'upToDate', hardware };
  });
}
