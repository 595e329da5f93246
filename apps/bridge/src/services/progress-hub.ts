// Progress of long operations, relayed to the /v1/progress/* event streams. The last event of each
// kind is kept so a stream opened mid-operation starts with the current state.
import { EventEmitter } from 'node:events';
import type { BridgeProgressEvent, ProgressKind } from '@dealer/contracts';

export class ProgressHub extends EventEmitter<Record<ProgressKind, [BridgeProgressEvent]>> {
  private readonly last = new Map<ProgressKind, BridgeProgressEvent>();

  constructor() {
    super();
    this.setMaxListeners(100);
  }

  publish(event: BridgeProgressEvent): void {
    this.last.set(event.operation, event);
    this.emit(event.operation, event);
  }

  latest(kind: ProgressKind): BridgeProgressEvent | undefined {
    return this.last.get(kind);
  }
}
