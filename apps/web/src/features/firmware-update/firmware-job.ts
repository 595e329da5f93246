// The firmware update as a job of the bridge (decision 2801): every chosen image's signed manifest and
// link (decision 3003) is fetched from the backend and handed over at once (POST /v2/firmware_job); the
// bridge fetches the bytes itself, then runs them to the end whatever this page does. The page — this
// one, a reloaded one, another window — follows the job on /v1/firmware_job/events, and each finished
// item is recorded once: the first browser to claim it (POST /v2/firmware_job/record_claim) records
// the activity with the notes the item carries.
import { isFrameKind } from '@dealer/contracts';
import { useEffect, useState } from 'react';
import { bridgeRequest } from '../../lib/bridge/bridge-client.ts';
import { BridgeError } from '../../lib/bridge/bridge-error.ts';
import { openBridgeStream } from '../../lib/bridge/bridge-streams.ts';
import type { BridgeBodyOf, BridgeResultOf } from '../../lib/bridge/bridge-types.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { explainFailure, fetchImageLink } from '../../domain/service-tool/index.ts';
import type { ItemStatus, UpdateItem } from './run-updates.ts';

export type FirmwareJob = NonNullable<BridgeResultOf<'/v1/firmware_job', 'get'>['job']>;
export type FirmwareJobItem = FirmwareJob['items'][number];

/** What an item carries for whoever records it: the plan's item and the tasks it resolves. */
export interface ItemNotes {
  item: UpdateItem;
  taskIds: number[];
}

export function notesOf(jobItem: FirmwareJobItem): ItemNotes | null {
  try {
    return jobItem.meta ? (JSON.parse(jobItem.meta) as ItemNotes) : null;
  } catch {
    return null;
  }
}

/** The job as the bridge reports it: undefined until the stream answered, null before any job. */
export function useFirmwareJob(): FirmwareJob | null | undefined {
  const [job, setJob] = useState<FirmwareJob | null | undefined>(undefined);
  useEffect(
    () =>
      openBridgeStream<{ job: FirmwareJob | null }>('/v1/firmware_job/events', {
        onData: (data) => setJob(data.job),
      }),
    [],
  );
  return job;
}

/** The API's refusal of an image the brand withdrew after the page offered it (decision 3002). */
export const FIRMWARE_WITHDRAWN = 410100;

/** An offered image was withdrawn before the update began: nothing was handed to the bridge. */
export class WithdrawnImage extends Error {
  constructor(readonly item: UpdateItem) {
    super(`firmware image ${item.firmwareId} was withdrawn`);
    this.name = 'WithdrawnImage';
  }
}

/**
 * Asks for every chosen image's link, then hands them to the bridge as one job. All are asked for
 * first, so an image withdrawn meanwhile stops the whole start (WithdrawnImage) before anything is
 * written.
 */
export async function startFirmwareJob(planned: readonly ItemNotes[]): Promise<FirmwareJob> {
  const items = [];
  for (const notes of planned) {
    const image = await fetchImageLink(notes.item.firmwareId).catch((e: unknown) => {
      throw isApiError(e) && e.code === FIRMWARE_WITHDRAWN ? new WithdrawnImage(notes.item) : e;
    });
    items.push({
      key: notes.item.key,
      part_type: notes.item.component,
      kind: isFrameKind(notes.item.kind) ? notes.item.kind : ('firmware' as const),
      meta: JSON.stringify(notes),
      image_url: image.image_url,
      manifest: image.manifest as FirmwareJobBody['items'][number]['manifest'],
      signature: image.signature,
      ...(image.key_id ? { key_id: image.key_id } : {}),
    });
  }
  return bridgeRequest('post', '/v2/firmware_job', { body: { items }, action: 'Firmware update' });
}

type FirmwareJobBody = BridgeBodyOf<'/v2/firmware_job', 'post'>;

/** True for the first browser only: that one records the item's outcome. */
export const claimRecord = (jobId: string, key: string) =>
  bridgeRequest('post', '/v2/firmware_job/record_claim', { body: { job_id: jobId, key } }).then(
    (r) => r.first,
  );

/** The bridge's error of a failed item, as the error the explanations are written for. */
export function itemError(jobItem: FirmwareJobItem): BridgeError | null {
  const e = jobItem.error;
  return e ? new BridgeError(500, e.code, e.message, 'Firmware update', jobItem.part_type, e.reason) : null;
}

/** The item's state in the words of the results list. */
export function itemStatus(jobItem: FirmwareJobItem): ItemStatus {
  if (jobItem.state === 'done') return { state: 'done', version: jobItem.version ?? jobItem.to_version };
  if (jobItem.state === 'failed') return { state: 'failed', why: explainFailure(itemError(jobItem)) };
  if (jobItem.state === 'running') return { state: 'running' };
  return { state: 'pending' };
}

/** The plan's item for a job item (from its notes; a bare one when the notes are unreadable). */
export function planItem(jobItem: FirmwareJobItem): UpdateItem {
  return (
    notesOf(jobItem)?.item ?? {
      key: jobItem.key,
      partType: jobItem.part_type,
      component: jobItem.part_type,
      barcode: '',
      firmwareId: 0,
      kind: jobItem.kind === 'firmware' ? 'application' : jobItem.kind,
      from: '',
      to: jobItem.to_version,
    }
  );
}
