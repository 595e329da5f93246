// The bridge's observable state (connection and why it ended, connector, busy, detection mode) and its change events,
// which the status server-sent-event streams relay.
import { EventEmitter } from 'node:events';
import type { BridgeStatusAll } from '@dealer/contracts';

export class BridgeStatus extends EventEmitter<{ change: [BridgeStatusAll] }> {
  private s: BridgeStatusAll = {
    connection: 'DISCONNECTED',
    connector: 'DISCONNECTED',
    communication: 'IDLE',
    connection_type: 'not_connect',
    detection_mode: 'none',
    disconnect_reason: null,
  };

  constructor() {
    super();
    this.setMaxListeners(100); // one per open status stream
  }

  get snapshot(): BridgeStatusAll {
    return { ...this.s };
  }

  update(patch: Partial<BridgeStatusAll>): void {
    const next = { ...this.s, ...patch };
    const changed = (Object.keys(next) as (keyof BridgeStatusAll)[]).some((k) => next[k] !== this.s[k]);
    this.s = next;
    if (changed) this.emit('change', this.snapshot);
  }
}
