// Whether the held bike is still there: keep-alive rounds while the bus is idle, and the link check
// after a transport failure. A lost link (no bike component answers while the connector is still
// attached) is handed to `onLinkLost`.
import type { OperationLock } from '../operations/operation-lock.ts';
import type { BikeProtocol, ProtocolNetwork } from './bike-protocol.ts';
import type { BikeSession } from './bike-session.ts';
import type { Connector } from './connector.ts';
import { LinkWatch } from './link-watch.ts';

export interface LinkMonitorParts<Net extends ProtocolNetwork> {
  protocol: BikeProtocol<Net>;
  connector: Connector<Net>;
  session: BikeSession;
  lock: OperationLock;
  onLinkLost: () => void;
  log: (msg: string) => void;
}

export class LinkMonitor<Net extends ProtocolNetwork> {
  private readonly watch: LinkWatch;
  /** Keep-alive rounds in a row that got no answer (or saw the bus in trouble). */
  private suspectRounds = 0;

  constructor(
    keepAliveMs: number,
    private readonly parts: LinkMonitorParts<Net>,
  ) {
    this.watch = new LinkWatch(keepAliveMs, () => this.keepAlive());
  }

  start(): void {
    this.suspectRounds = 0;
    this.watch.start();
  }

  stop(): void {
    this.watch.stop();
  }

  /** After a transport failure: if no bike component answers, the link is lost. */
  async checkLink(): Promise<void> {
    const { protocol, connector, session } = this.parts;
    const net = connector.current;
    const answers = net ? await protocol.bikeAnswers(net) : false;
    if (answers || !session.connected) return;
    // A pulled adapter is the connector lost (the driver reports it), not a bike that went quiet:
    // an adapter that answers nothing gives no sign of its pull until it is asked.
    if (!(await connector.attached()) || !session.connected) return;
    this.parts.log('bike stopped answering (cable, power or CAN bus): connection lost');
    this.parts.onLinkLost();
  }

  /**
   * One keep-alive round while the bus is idle: the connector's bus status, then the protocol's
   * keep-alive. Two suspicious rounds in a row lead to the link check (one stalled round is not a
   * pulled cable).
   */
  private async keepAlive(): Promise<void> {
    const { protocol, connector, session, lock } = this.parts;
    const net = connector.current;
    const components = session.components;
    if (!session.connected || !net || components.length === 0 || !lock.idle) return;
    const suspect = (await connector.busDown()) || (await protocol.keepAliveSuspect(net, components));
    this.suspectRounds = suspect ? this.suspectRounds + 1 : 0;
    // A call that started meanwhile owns the bus; it notices a lost link itself.
    if (this.suspectRounds >= 2 && session.connected && lock.idle) await this.checkLink();
  }
}
