// A firmware job: the chosen images of one update, run one after the other by the bridge itself
// (issue 28 point 2, decision 2801). The portal hands over every signed image at once and the bridge
// finishes the job whatever the browser does — reload, closed tab, a second window — so no component
// is left waiting for a browser that went away. Any browser re-attaches with GET /v1/firmware_job and
// the /v1/firmware_job/events stream: the items with what became of each, and the running item's
// progress. The job stops at the first failure (as the portal's update did): the later items are
// reported as not started. The last job is kept until the next one starts, so a reload after it
// finished still shows what was updated and what was not.
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type {
  BridgeErrorReason,
  BridgeProgressEvent,
  FrameKind,
  SupportedComponent,
} from '@dealer/contracts';
import { nodeOfComponent } from '@dealer/contracts';
import type { BridgeContext } from '../app-context.ts';
import { BridgeError } from '../lib/bridge-error.ts';
import { withImage, type ImageSource } from '../security/firmware-source.ts';
import { updateFirmware } from './firmware-update.service.ts';
import { updatePanelFrame } from './panel-frame-update.operation.ts';

export interface FirmwareJobRequestItem extends ImageSource {
  /** The portal's name for the item, echoed back (it records the activity per item). */
  key: string;
  part_type: SupportedComponent;
  /** firmware: the component's application image; font / icon: the HMI's panel frames. */
  kind: 'firmware' | FrameKind;
  /** The portal's own notes on the item (what to record for it), kept and returned unread. */
  meta?: string;
}

type FirmwareJobItemState = 'pending' | 'running' | 'done' | 'failed' | 'not_started';

interface FirmwareJobItem {
  key: string;
  part_type: SupportedComponent;
  kind: FirmwareJobRequestItem['kind'];
  to_version: string;
  meta?: string;
  state: FirmwareJobItemState;
  /** A portal has claimed recording this item's outcome (claimRecord): no second record. */
  recorded: boolean;
  /** done: the version the component reports now. */
  version?: string;
  previous_version?: string;
  error?: { code: number; reason: BridgeErrorReason; message: string };
}

export interface FirmwareJobState {
  id: string;
  /** The workspace whose session started it (from the credential). */
  workspace_id: number;
  state: 'running' | 'finished';
  started_at: string;
  finished_at: string | null;
  items: FirmwareJobItem[];
  /** The running item's latest progress event; null between items and after the job. */
  progress: BridgeProgressEvent | null;
}

export class FirmwareJobs extends EventEmitter<{ change: [FirmwareJobState] }> {
  private job: FirmwareJobState | undefined;
  private running: Promise<void> | undefined;
  /** Fetching a new job's images: a second start meanwhile is refused like one during a job. */
  private starting = false;

  constructor(private readonly ctx: BridgeContext) {
    super();
    this.setMaxListeners(100); // one per open event stream
  }

  /** The running job, else the last one (null before the first). */
  get current(): FirmwareJobState | null {
    return this.job ? structuredClone(this.job) : null;
  }

  /** Resolves when the running job (if any) has finished: for tests and shutdown. */
  async settled(): Promise<void> {
    await this.running;
  }

  /**
   * Starts a job; refused while one runs or starts, or without a connected bike. Every image given by
   * its image_url is fetched first, while its link is fresh (decision 3003): a download that fails
   * refuses the job before anything is written. Returns once the job runs.
   */
  async start(items: readonly FirmwareJobRequestItem[], workspaceId: number): Promise<FirmwareJobState> {
    const action = 'Firmware update';
    if (this.job?.state === 'running' || this.starting)
      throw new BridgeError(400100, 'A firmware job is running: wait for it to finish', { action });
    if (!this.ctx.connection.connected) throw new BridgeError(400001, 'Bike connection required', { action });
    if (items.length === 0)
      throw new BridgeError(400004, 'A firmware job needs at least one image', { action });
    this.starting = true;
    const fetched: FirmwareJobRequestItem[] = [];
    try {
      for (const item of items) fetched.push(await withImage(item, this.ctx, action));
    } finally {
      this.starting = false;
    }
    this.job = {
      id: randomUUID(),
      workspace_id: workspaceId,
      state: 'running',
      started_at: new Date().toISOString(),
      finished_at: null,
      items: items.map((i) => ({
        key: i.key,
        part_type: i.part_type,
        kind: i.kind,
        to_version: i.manifest.version,
        ...(i.meta === undefined ? {} : { meta: i.meta }),
        state: 'pending',
        recorded: false,
      })),
      progress: null,
    };
    this.changed();
    this.running = this.run(fetched);
    return this.current!;
  }

  /**
   * The first portal to ask records a finished item's outcome (the browser that started the job, or
   * the one re-attached after a reload or in another window): true only for that first call.
   */
  claimRecord(jobId: string, key: string): boolean {
    const item = this.job?.id === jobId ? this.job.items.find((i) => i.key === key) : undefined;
    if (!item)
      throw new BridgeError(400004, 'No such item in the firmware job', { action: 'Firmware update' });
    if (item.recorded || (item.state !== 'done' && item.state !== 'failed')) return false;
    item.recorded = true;
    this.changed();
    return true;
  }

  private async run(items: readonly FirmwareJobRequestItem[]): Promise<void> {
    const job = this.job!;
    const onProgress = (e: BridgeProgressEvent) => {
      job.progress = e;
      this.changed();
    };
    this.ctx.hub.on('firmware_update', onProgress);
    this.ctx.hub.on('panel_frame_update', onProgress);
    try {
      // BUSY from the first image to the last, not only while each one holds the lock.
      await this.ctx.connection.lock.holdBusy(async () => {
        for (const [index, request] of items.entries()) {
          const item = job.items[index]!;
          item.state = 'running';
          job.progress = null;
          this.changed();
          try {
            const { version, previous } = await this.runItem(request);
            Object.assign(item, {
              state: 'done',
              version,
              ...(previous ? { previous_version: previous } : {}),
            });
          } catch (e) {
            const error = e instanceof BridgeError ? e : new BridgeError(500999, 'Internal error');
            item.state = 'failed';
            item.error = { code: error.code, reason: error.reason, message: error.message };
            for (const later of job.items.slice(index + 1)) later.state = 'not_started';
            break;
          }
        }
      });
    } finally {
      this.ctx.hub.off('firmware_update', onProgress);
      this.ctx.hub.off('panel_frame_update', onProgress);
      job.state = 'finished';
      job.finished_at = new Date().toISOString();
      job.progress = null;
      this.changed();
    }
  }

  private async runItem(request: FirmwareJobRequestItem): Promise<{ version: string; previous?: string }> {
    const { key: _key, meta: _meta, part_type, kind, ...source } = request;
    if (kind === 'firmware') {
      const result = await updateFirmware(this.ctx, nodeOfComponent(part_type), source);
      return { version: result.version, previous: result.previous_version };
    }
    const result = await updatePanelFrame(this.ctx, kind, source);
    return { version: result.version };
  }

  private changed(): void {
    this.emit('change', this.current!);
  }
}
