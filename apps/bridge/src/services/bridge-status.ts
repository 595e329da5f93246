// The bridge's observable state (connection, connector, busy, detection mode) and its change events,
// which the status server-sent-event streams relay.
import { EventEmitter } from 'node:events';
import type { BikeSystemConnectionStatus, ConnectionType, ConnectorStatus, SystemBridgeStatus } from '@dealer/contracts';

export type DetectionMode = 'none' | 'button' | 'flash';

export interface StatusSnapshot {
  connection: BikeSystemConnectionStatus;
  connector: ConnectorStatus;
  communication: SystemBridgeStatus;
  connection_type: ConnectionType;
  detection_mode: DetectionMode;
}

export class BridgeStatus extends EventEmitter<{ change: [StatusSnapshot] }> {
  private s: StatusSnapshot = { connection: 'DISCONNECTED', connector: 'DISCONNECTED', communication: 'IDLE', connection_type: 'not_connect', detection_mode: 'none' };

  constructor() {
    super();
    this.setMaxListeners(100); // one per open status stream
  }

  get snapshot(): StatusSnapshot {
    return { ...this.s };
  }

  update(patch: Partial<StatusSnapshot>): void {
    const next = { ...this.s, ...patch };
    const changed = (Object.keys(next) as (keyof StatusSnapshot)[]).some((k) => next[k] !== this.s[k]);
    this.s = next;
    if (changed) this.emit('change', this.snapshot);
  }
}
