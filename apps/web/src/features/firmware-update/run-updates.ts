// Running the chosen updates one after the other: flash (signed image → bridge), record the
// firmware_update activity (a failed attempt too, with its error code), stop at the first failure.
import { type FirmwareKind } from '@dealer/contracts';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import type { BridgeComponentName } from '../../lib/bridge/bridge-types.ts';
import { flashComponent, progressKindOf } from '../../lib/service-tool/flash.ts';
import { openTaskIds, recordActivity } from '../../lib/service-tool/service-tool-store.ts';
import type { ActivityRecord } from '../../lib/service-tool/service-tool-types.ts';
import { explainFailure, type Explanation } from '../../lib/service-tool/flash-errors.ts';

export interface UpdateItem {
  key: string;
  partType: string;
  component: BridgeComponentName;
  barcode: string;
  firmwareId: number;
  kind: FirmwareKind;
  from: string;
  to: string;
}

export type ItemStatus =
  | { state: 'pending' }
  | { state: 'running' }
  | { state: 'done'; version: string; record: ActivityRecord }
  | { state: 'failed'; why: Explanation };

export const itemTitle = (item: UpdateItem) =>
  `${componentDisplayName(item.partType)}${item.kind === 'font' || item.kind === 'icon' ? ` (${item.kind})` : ''}`;

export interface RunOutcome {
  done: { item: UpdateItem; version: string; record: ActivityRecord }[];
  failed: Explanation | null;
}

export async function runUpdates(
  items: readonly UpdateItem[],
  hooks: {
    onStart: (item: UpdateItem, stream: ReturnType<typeof progressKindOf>) => void;
    onStatus: (key: string, status: ItemStatus) => void;
  },
): Promise<RunOutcome> {
  const done: RunOutcome['done'] = [];
  for (const item of items) {
    hooks.onStart(item, progressKindOf(item.kind));
    hooks.onStatus(item.key, { state: 'running' });
    const taskIds = openTaskIds(['firmware_update_available'], item.partType);
    const frameType: 'font' | 'icon' | null = item.kind === 'font' || item.kind === 'icon' ? item.kind : null;
    const frame = frameType ? { frame_type: frameType } : {};
    try {
      const result = await flashComponent({
        component: item.component,
        firmwareId: item.firmwareId,
        kind: item.kind,
      });
      const record = await recordActivity(
        'firmware_update',
        {
          part_type: item.partType,
          barcode: item.barcode,
          firmware_id: item.firmwareId,
          from_version: item.from,
          to_version: result.version,
          task_ids: taskIds,
          ...frame,
        },
        { reload: false, dialog: false },
      );
      hooks.onStatus(item.key, { state: 'done', version: result.version, record });
      done.push({ item, version: result.version, record });
    } catch (error) {
      const why = explainFailure(error);
      hooks.onStatus(item.key, { state: 'failed', why });
      // The attempt is part of the bike's record even when nothing was written.
      await recordActivity(
        'firmware_update',
        {
          part_type: item.partType,
          barcode: item.barcode,
          firmware_id: item.firmwareId,
          from_version: item.from,
          to_version: item.to,
          success: false,
          ...(why.code !== undefined ? { error_code: why.code } : {}),
          ...frame,
        },
        { reload: false, dialog: false },
      ).catch(() => undefined);
      return { done, failed: why };
    }
  }
  return { done, failed: null };
}
