// The guarded ways routes reach the bike or the connector: the preconditions (bike connected, not in
// detection mode, the component present), the operation lock, and the translation of protocol
// failures into catalogue errors (a link failure also starts the link check).
import type { UdsNodeName } from '@dealer/contracts';
import { BridgeError } from '../lib/bridge-error.ts';
import { connectorGoneError, isLinkFailure, toBridgeError } from '../lib/protocol-errors.ts';
import type { AccessKind } from '../lib/protocol-errors.ts';
import type { OperationLock } from '../operations/operation-lock.ts';
import type { ProtocolNetwork } from './bike-protocol.ts';
import type { BikeSession } from './bike-session.ts';
import type { BridgeStatus } from './bridge-status.ts';
import type { Connector } from './connector.ts';
import type { LinkMonitor } from './link-monitor.ts';

export interface Guard {
  action: string;
  kind: AccessKind;
  node?: UdsNodeName;
  /** Detection-mode calls themselves may run while detection mode is active. */
  allowInDetection?: boolean;
}

export interface AccessGuardParts<Net extends ProtocolNetwork> {
  connector: Connector<Net>;
  session: BikeSession;
  status: BridgeStatus;
  lock: OperationLock;
  monitor: LinkMonitor<Net>;
}

export class AccessGuard<Net extends ProtocolNetwork> {
  constructor(private readonly parts: AccessGuardParts<Net>) {}

  /** A read of the connected bike: shares the bus with other reads, never with an operation. */
  read<T>(guard: Guard, fn: (net: Net) => Promise<T>): Promise<T> {
    const net = this.bikeNetwork(guard);
    return this.parts.lock.read(() => this.translate(guard, () => fn(net)));
  }

  /** An operation on the connected bike: runs alone and can be interrupted. */
  operate<T>(guard: Guard, fn: (net: Net, signal: AbortSignal) => Promise<T>): Promise<T> {
    const net = this.bikeNetwork(guard);
    return this.parts.lock.exclusive(guard.action, (signal) => this.translate(guard, () => fn(net, signal)));
  }

  /** An operation on the connector's own node: needs the connector, not a bike. */
  operateOnConnector<T>(guard: Guard, fn: (net: Net, signal: AbortSignal) => Promise<T>): Promise<T> {
    const net = this.parts.connector.require();
    return this.parts.lock.exclusive(guard.action, (signal) => this.translate(guard, () => fn(net, signal)));
  }

  readConnector<T>(guard: Guard, fn: (net: Net) => Promise<T>): Promise<T> {
    const net = this.parts.connector.require();
    return this.parts.lock.read(() => this.translate(guard, () => fn(net)));
  }

  /** The network of the connected bike, when the guard's preconditions hold. */
  bikeNetwork(guard: Guard): Net {
    const { connector, session, status } = this.parts;
    const net = connector.current;
    if (!session.connected || !net)
      throw new BridgeError(400001, 'Bike connection required', { action: guard.action });
    if (!guard.allowInDetection && status.snapshot.detection_mode !== 'none')
      throw new BridgeError(400103, 'Bridge in detection mode: exit detection mode first', {
        action: guard.action,
      });
    if (guard.node && !session.identity(guard.node))
      throw new BridgeError(300202, `This bike has no ${guard.node}`, {
        action: guard.action,
        component: guard.node,
      });
    return net;
  }

  private async translate<T>(guard: Guard, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      const inBootloader = guard.node
        ? this.parts.session.identity(guard.node)?.bootMode === 'bootloader'
        : false;
      const context = { action: guard.action, ...(guard.node ? { component: guard.node } : {}) };
      const linkFailure = isLinkFailure(e);
      // The connector pulled out is told as such (the driver reports it lost), not as a silent bike.
      const gone = linkFailure && !(await this.parts.connector.attached());
      const error =
        gone && !(e instanceof BridgeError)
          ? connectorGoneError(e, context)
          : toBridgeError(e, guard.kind, { ...context, inBootloader });
      if (linkFailure && !gone) await this.parts.monitor.checkLink();
      throw error;
    }
  }
}
