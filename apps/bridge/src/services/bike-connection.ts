// The bridge's hold on the bike: connector (driver) open/close, bike discovery and identification,
// the session a workspace credential bound at connect time, and the guarded ways routes reach the
// bike (lock, detection mode, error translation). A lost link (transport timeouts in a call, the
// keep-alive unanswered, the connector reporting the CAN bus down) ends the connection as
// DISCONNECTED with disconnect_reason link_lost; the next connect re-opens the connector.
import { Did, SecurityLevel, UdsSession, decodeAscii, securityKey } from '@dealer/contracts';
import type { ConnectionType, DisconnectReason, SupportedProtocolType, UdsNodeName } from '@dealer/contracts';
import type { Driver } from '../drivers/driver.ts';
import { BridgeError } from '../lib/bridge-error.ts';
import { isLinkFailure, toBridgeError } from '../lib/protocol-errors.ts';
import type { AccessKind } from '../lib/protocol-errors.ts';
import { OperationLock } from '../operations/operation-lock.ts';
import { BridgeStatus } from './bridge-status.ts';
import { readIdentity } from './component-identity.ts';
import { LinkWatch } from './link-watch.ts';
import type { ComponentIdentity } from './component-identity.ts';
import { UdsNetwork } from './uds-network.ts';
import { connectBafang } from './bafang/bafang-connect.ts';
import type { BafangSystem } from './bafang/bafang-system.ts';
import { detectBus } from './bus-detection.ts';
import type { BusDetection } from './bus-detection.ts';
import type { NetworkTiming } from './uds-network.ts';
import { ProtocolTypeCodec } from '@dealer/contracts';

/** Testers send TesterPresent about every 2 s (servers leave a non-default session after 5 s of silence). */
export const DEFAULT_KEEP_ALIVE_MS = 2_000;

export interface SessionBinding {
  sid: string;
  wid: number;
  sub: string;
}

export interface Guard {
  action: string;
  kind: AccessKind;
  node?: UdsNodeName;
  /** Detection-mode calls themselves may run while detection mode is active. */
  allowInDetection?: boolean;
}

export class BikeConnection {
  readonly status = new BridgeStatus();
  readonly lock = new OperationLock((busy) => this.status.update({ communication: busy ? 'BUSY' : 'IDLE' }));
  private network: UdsNetwork | undefined;
  private readonly identities = new Map<UdsNodeName, ComponentIdentity>();
  private readonly linkWatch: LinkWatch;
  /** The last connection ended with the link lost: the connector is re-opened before the next one. */
  private linkLost = false;
  /** Keep-alive rounds in a row that got no answer (or saw the bus in trouble). */
  private suspectRounds = 0;
  vin = '';
  protocolType: SupportedProtocolType | undefined;
  binding: SessionBinding | undefined;
  /** What detection found on the last connect (bitrate and protocol), kept while connected. */
  detection: BusDetection | undefined;
  /** The connected bike when it speaks Bafang CAN (the UDS network is not used then). */
  bafang: BafangSystem | undefined;

  constructor(
    readonly driver: Driver,
    private readonly timing: NetworkTiming = {},
    private readonly log: (msg: string) => void = () => undefined,
  ) {
    this.linkWatch = new LinkWatch(timing.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS, () => this.keepAlive());
    driver.onLost(() => {
      this.log('connector lost');
      this.dropBike('connector_lost');
      this.network?.close();
      this.network = undefined;
      this.status.update({ connector: 'DISCONNECTED' });
    });
  }

  get connected(): boolean {
    return this.status.snapshot.connection === 'CONNECTED';
  }

  get components(): ComponentIdentity[] {
    return [...this.identities.values()];
  }

  identity(node: UdsNodeName): ComponentIdentity | undefined {
    return this.identities.get(node);
  }

  async connect(type: ConnectionType, binding: SessionBinding): Promise<void> {
    if (type === 'ble')
      throw new BridgeError(300203, 'Bluetooth is not available in this bridge; connect with the cable', {
        action: 'Connect bike',
      });
    if (type !== 'cable') throw new BridgeError(400004, `Unsupported connection type ${type}`);
    if (this.connected) throw new BridgeError(400003);
    await this.lock.exclusive('connect', async () => {
      this.status.update({ connection: 'CONNECTING', connection_type: type, disconnect_reason: null });
      try {
        if (this.linkLost) await this.reopenConnector();
        let net = await this.openConnector();
        // A connector at another bitrate than the bus gets its frames unacknowledged: no answer either.
        let nodes = (await net.discover().catch(() => [])).filter((n) => n !== 'dongle');
        if (nodes.length > 0)
          this.detection = { bitrate: this.driver.bitrate, protocol: 'uds', method: 'probe' };
        else {
          // Nobody answered as a UDS bike at this bitrate: find the bus's bitrate and protocol.
          if (await this.detectBafang(binding)) return;
          net = await this.openConnector();
          nodes = (await net.discover()).filter((n) => n !== 'dongle');
        }
        if (nodes.length === 0)
          throw new BridgeError(300201, 'No component answered: check the cable and switch the bike on', {
            action: 'Connect bike',
          });
        for (const node of nodes) this.identities.set(node, await readIdentity(net.client(node), node));
        this.vin = await this.readVin(net);
        const hmi = this.identities.get('hmi');
        this.protocolType =
          hmi?.bootMode === 'app'
            ? ProtocolTypeCodec.decode(await net.client('hmi').readDataByIdentifier(Did.protocolType))
            : undefined;
        this.binding = binding;
        this.status.update({ connection: 'CONNECTED' });
        this.suspectRounds = 0;
        this.linkWatch.start();
        this.log(`bike ${this.vin || '(no VIN)'} connected with ${nodes.length} components`);
      } catch (e) {
        this.dropBike('requested');
        throw toBridgeError(e, 'operation', { action: 'Connect bike' });
      }
    });
  }

  /**
   * Detection (decision 1101) when no UDS component answered; a Bafang system is connected here.
   * The UDS network is rebuilt afterwards, since detection reopens the connector.
   */
  private async detectBafang(binding: SessionBinding): Promise<boolean> {
    this.network?.close();
    this.network = undefined;
    this.detection = await detectBus(this.driver, { timing: { uds: this.driver.udsTiming ?? {} } });
    if (this.detection?.protocol !== 'bafang') return false;
    this.bafang = await connectBafang(this.driver);
    this.status.update({ connector: 'CONNECTED' });
    this.protocolType = 'BAFANG_CAN';
    this.binding = binding;
    this.status.update({ connection: 'CONNECTED' });
    this.log(
      `Bafang CAN system connected at ${this.detection.bitrate} bit/s with ${this.bafang.identities.size} devices`,
    );
    return true;
  }

  async disconnect(): Promise<void> {
    if (!this.connected) throw new BridgeError(400001);
    await this.lock.exclusive('disconnect', async () => {
      await this.closeAll();
    });
  }

  /** Forget the bike and release the connector (scenario change, sleep mode, shutdown). */
  async closeAll(): Promise<void> {
    this.dropBike('requested');
    this.linkLost = false;
    this.network?.close();
    this.network = undefined;
    await this.driver.close();
    this.status.update({ connector: 'DISCONNECTED' });
  }

  /**
   * After a lost link the adapter's CAN channel is started afresh (an SLCAN channel that saw the bus
   * go away may stay error-passive until closed and opened; the simulator's cable is plugged back).
   * The connector stays plugged in, so its status does not change.
   */
  private async reopenConnector(): Promise<void> {
    this.network?.close();
    this.network = undefined;
    await this.driver.close();
    this.linkLost = false;
  }

  /** The connector's own network (connector calls work without a bike). */
  connectorNetwork(): UdsNetwork {
    if (!this.network || !this.driver.isOpen)
      throw new BridgeError(400002, 'Connector connection required: connect first');
    return this.network;
  }

  async openConnector(): Promise<UdsNetwork> {
    if (this.network && this.driver.isOpen) return this.network;
    const transport = await this.driver.open();
    this.network = new UdsNetwork(transport, {
      ...this.timing,
      uds: { ...this.driver.udsTiming, ...this.timing.uds },
    });
    this.status.update({ connector: 'CONNECTED' });
    return this.network;
  }

  /** A read of the connected bike: shares the bus with other reads, never with an operation. */
  read<T>(guard: Guard, fn: (net: UdsNetwork) => Promise<T>): Promise<T> {
    const net = this.requireBike(guard);
    return this.lock.read(() => this.translate(guard, () => fn(net)));
  }

  /** An operation on the connected bike: runs alone and can be interrupted. */
  operate<T>(guard: Guard, fn: (net: UdsNetwork, signal: AbortSignal) => Promise<T>): Promise<T> {
    const net = this.requireBike(guard);
    return this.lock.exclusive(guard.action, (signal) => this.translate(guard, () => fn(net, signal)));
  }

  /** An operation on the connector's own node: needs the connector, not a bike. */
  operateOnConnector<T>(guard: Guard, fn: (net: UdsNetwork, signal: AbortSignal) => Promise<T>): Promise<T> {
    const net = this.connectorNetwork();
    return this.lock.exclusive(guard.action, (signal) => this.translate(guard, () => fn(net, signal)));
  }

  readConnector<T>(guard: Guard, fn: (net: UdsNetwork) => Promise<T>): Promise<T> {
    const net = this.connectorNetwork();
    return this.lock.read(() => this.translate(guard, () => fn(net)));
  }

  async refreshIdentity(node: UdsNodeName): Promise<ComponentIdentity> {
    if (node === 'dongle') return readIdentity(this.connectorNetwork().client('dongle'), 'dongle');
    const net = this.requireBike({ action: 'Read component', kind: 'read' });
    const id = await readIdentity(net.client(node), node);
    this.identities.set(node, id);
    return id;
  }

  /** Extended session + security level 1 around a write or routine; back to default afterwards. */
  async unlocked<T>(net: UdsNetwork, node: UdsNodeName, fn: () => Promise<T>): Promise<T> {
    const client = net.client(node);
    await client.diagnosticSessionControl(UdsSession.extended);
    await client.securityAccess(SecurityLevel.extended, (seed) => securityKey(SecurityLevel.extended, seed));
    try {
      return await fn();
    } finally {
      await client.diagnosticSessionControl(UdsSession.default).catch(() => undefined);
    }
  }

  /** The bike went away (sleep, shutdown, cable): report DISCONNECTED with the reason and forget it. */
  dropBike(reason: DisconnectReason): void {
    const held = this.status.snapshot.connection === 'CONNECTED';
    this.linkWatch.stop();
    this.identities.clear();
    this.bafang?.client.close();
    this.bafang = undefined;
    this.vin = '';
    this.protocolType = undefined;
    this.binding = undefined;
    // A failed connect attempt ended no connection: the reason stays as it was.
    this.status.update({
      connection: 'DISCONNECTED',
      connection_type: 'not_connect',
      detection_mode: 'none',
      ...(held ? { disconnect_reason: reason } : {}),
    });
  }

  private requireBike(guard: Guard): UdsNetwork {
    if (!this.connected || !this.network)
      throw new BridgeError(400001, 'Bike connection required', { action: guard.action });
    if (!guard.allowInDetection && this.status.snapshot.detection_mode !== 'none')
      throw new BridgeError(400103, 'Bridge in detection mode: exit detection mode first', {
        action: guard.action,
      });
    if (guard.node && !this.identities.has(guard.node))
      throw new BridgeError(300202, `This bike has no ${guard.node}`, {
        action: guard.action,
        component: guard.node,
      });
    return this.network;
  }

  private async translate<T>(guard: Guard, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      const inBootloader = guard.node ? this.identities.get(guard.node)?.bootMode === 'bootloader' : false;
      const error = toBridgeError(e, guard.kind, {
        action: guard.action,
        ...(guard.node ? { component: guard.node } : {}),
        inBootloader,
      });
      if (isLinkFailure(e)) await this.checkLink();
      throw error;
    }
  }

  /**
   * After a transport failure: if no bike component answers a broadcast TesterPresent (waited for four
   * times P2, at least 600 ms, so a late answer on a loaded machine is not taken for a pulled cable),
   * the link is lost.
   */
  private async checkLink(): Promise<void> {
    const p2 = this.timing.uds?.p2Ms ?? this.driver.udsTiming?.p2Ms ?? 150;
    const nodes = await this.network?.discover(Math.max(4 * p2, 600)).catch(() => []);
    if (nodes?.some((n) => n !== 'dongle') || !this.connected) return;
    this.log('bike stopped answering (cable, power or CAN bus): connection lost');
    this.dropBike('link_lost');
    this.linkLost = true;
  }

  /**
   * One keep-alive round while the bus is idle: the connector's bus status, then a TesterPresent. Two
   * suspicious rounds in a row lead to the link check (one stalled round is not a pulled cable).
   */
  private async keepAlive(): Promise<void> {
    const net = this.network;
    const node = this.identities.has('hmi') ? 'hmi' : this.identities.keys().next().value;
    if (!this.connected || !net || !node || !this.lock.idle) return;
    let suspect = (await this.driver.busDown?.().catch(() => false)) === true;
    if (!suspect)
      suspect = await net
        .client(node)
        .testerPresent()
        .then(
          () => false,
          (e: unknown) => isLinkFailure(e),
        );
    this.suspectRounds = suspect ? this.suspectRounds + 1 : 0;
    // A call that started meanwhile owns the bus; it notices a lost link itself.
    if (this.suspectRounds >= 2 && this.connected && this.lock.idle) await this.checkLink();
  }

  private async readVin(net: UdsNetwork): Promise<string> {
    for (const node of ['hmi', 'controller'] as const) {
      if (this.identities.get(node)?.bootMode !== 'app') continue;
      return decodeAscii(await net.client(node).readDataByIdentifier(Did.vin));
    }
    return '';
  }
}
