// The chosen updates as the page plans them, and the firmware_update activity each finished item
// records (a failed attempt too, with its error code). The updates themselves run in the bridge as
// one job (firmware-job.ts, decision 2801).
import { isFrameKind, type FirmwareKind } from '@dealer/contracts';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import type { BridgeComponentName } from '../../lib/bridge/bridge-types.ts';
import {
  recordActivity,
  type ActivityRecord,
  explainFailure,
  type Explanation,
} from '../../domain/service-tool/index.ts';
import { itemError, type FirmwareJobItem, type ItemNotes } from './firmware-job.ts';

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
  | { state: 'done'; version: string; record?: ActivityRecord }
  | { state: 'failed'; why: Explanation };

export const itemTitle = (item: UpdateItem) =>
  `${componentDisplayName(item.partType)}${isFrameKind(item.kind) ? ` (${item.kind})` : ''}`;

/** Records the outcome of a finished job item on the bike's record (the workspace's activity). */
export async function recordItem(notes: ItemNotes, jobItem: FirmwareJobItem): Promise<ActivityRecord> {
  const { item, taskIds } = notes;
  const frame = isFrameKind(item.kind) ? { frame_type: item.kind } : {};
  const base = {
    part_type: item.partType,
    barcode: item.barcode,
    firmware_id: item.firmwareId,
    from_version: item.from,
  };
  if (jobItem.state === 'done')
    return recordActivity(
      'firmware_update',
      { ...base, to_version: jobItem.version ?? item.to, task_ids: taskIds, ...frame },
      { reload: false, dialog: false },
    );
  const why = explainFailure(itemError(jobItem));
  return recordActivity(
    'firmware_update',
    {
      ...base,
      to_version: item.to,
      success: false,
      ...(why.code !== undefined ? { error_code: why.code } : {}),
      ...frame,
    },
    { reload: false, dialog: false },
  );
}
