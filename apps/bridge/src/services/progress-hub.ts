// Progress of long operations, relayed to the /v1/progress/* event streams. The last event of each
// kind is kept so a stream opened mid-operation starts with the current state.
import { EventEmitter } from 'node:events';

export const ProgressKind = ['firmware_update', 'operate_parameter', 'panel_frame_update'] as const;
export type ProgressKind = (typeof ProgressKind)[number];

export const ProgressStage = ['preflight', 'erasing', 'transferring', 'verifying', 'rebooting', 'writing', 'done', 'failed'] as const;
export type ProgressStage = (typeof ProgressStage)[number];

export interface ProgressEvent {
  operation: ProgressKind;
  component: string;
  stage: ProgressStage;
  /** 0–100. */
  progress: number;
  transferred_bytes?: number;
  total_bytes?: number;
  message?: string;
  error?: { code: number; message: string };
}

export class ProgressHub extends EventEmitter<Record<ProgressKind, [ProgressEvent]>> {
  private readonly last = new Map<ProgressKind, ProgressEvent>();

  constructor() {
    super();
    this.setMaxListeners(100);
  }

  publish(event: ProgressEvent): void {
    this.last.set(event.operation, event);
    this.emit(event.operation, event);
  }

  latest(kind: ProgressKind): ProgressEvent | undefined {
    return this.last.get(kind);
  }
}
