// The bridge's hold on the bike, composed of four parts with their own state: the connector (driver
// open/close), the session (the identified bike and the credential bound at connect), the link
// monitor (keep-alive and link check) and the access guard (preconditions, lock, error translation).
// What the protocol does (discovery, identification, unlock, keep-alive) sits behind BikeProtocol.
// A lost link ends the connection as DISCONNECTED with disconnect_reason link_lost; the next connect
// re-opens the connector.
import type { ConnectionType, DisconnectReason, SupportedProtocolType, UdsNodeName } from '@dealer/contracts';
import type { Driver } from '../drivers/driver.ts';
import { cableOnly } from '../drivers/link-switch.ts';
import type { LinkChoice } from '../drivers/link-switch.ts';
import type { AttachedDriveSystem, DriveSystem } from '../drive-systems/drive-system.ts';
import { BridgeError } from '../lib/bridge-error.ts';
import { toBridgeError } from '../lib/protocol-errors.ts';
import { detectDriveSystem } from '../drive-systems/attach.ts';
import type { BusDetection } from './bus-detection.ts';
import { OperationLock } from '../operations/operation-lock.ts';
import { AccessGuard } from './access-guard.ts';
import type { Guard } from './access-guard.ts';
import type { BikeProtocol, ProtocolNetwork } from './bike-protocol.ts';
import { BikeSession } from './bike-session.ts';
import type { SessionBinding } from './bike-session.ts';
import { BridgeStatus } from './bridge-status.ts';
import type { ComponentIdentity } from './component-identity.ts';
import { Connector } from './connector.ts';
import { LinkMonitor } from './link-monitor.ts';
import { SessionLease } from './session-lease.ts';
import { mayTakeOver } from './session-takeover.ts';
import type { UdsNetwork } from './uds-network.ts';

export type { Guard } from './access-guard.ts';
export type { SessionBinding } from './bike-session.ts';

/** Testers send TesterPresent about every 2 s (servers leave a non-default session after 5 s of silence). */
const DEFAULT_KEEP_ALIVE_MS = 2_000;

export interface BikeConnectionOptions {
  /** Keep-alive period of a held connection while the bus is otherwise idle; 0: none. */
  keepAliveMs?: number;
  /** How long a silent bound session keeps the bike (decision 2800); `now` for tests. */
  sessionGraceMs?: number;
  now?: () => number;
  log?: (msg: string) => void;
  /** Makes the connection type's connector the driver's active one (drivers/link-switch.ts). */
  selectLink?: (type: LinkChoice) => Promise<void>;
}

export class BikeConnection<Net extends ProtocolNetwork = UdsNetwork> {
  readonly status = new BridgeStatus();
  readonly lock = new OperationLock((busy) => this.status.update({ communication: busy ? 'BUSY' : 'IDLE' }));
  private readonly connector: Connector<Net>;
  private readonly session = new BikeSession(this.status);
  private readonly monitor: LinkMonitor<Net>;
  private readonly guard: AccessGuard<Net>;
  private readonly log: (msg: string) => void;
  /** Whether the bound session still shows signs of life. */
  readonly lease: SessionLease;
  /** What detection found on the last connect (bitrate and protocol). */
  detection: BusDetection | undefined;
  /** The drive system detection found besides UDS (Bafang CAN): the protocol network is not used then. */
  private attached: AttachedDriveSystem | undefined;
  private defaultDriveSystem: DriveSystem | undefined;
  private readonly selectLink: NonNullable<BikeConnectionOptions['selectLink']>;

  constructor(
    readonly driver: Driver,
    private readonly protocol: BikeProtocol<Net>,
    options: BikeConnectionOptions = {},
  ) {
    this.selectLink = options.selectLink ?? cableOnly;
    this.log = options.log ?? (() => undefined);
    this.lease = new SessionLease(options.sessionGraceMs, options.now);
    this.connector = new Connector(driver, protocol, this.status);
    const { connector, session, lock, status, log } = this;
    this.monitor = new LinkMonitor(options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS, {
      protocol,
      connector,
      session,
      lock,
      log,
      onLinkLost: () => {
        this.dropBike('link_lost');
        connector.markLinkLost();
      },
    });
    this.guard = new AccessGuard({ connector, session, status, lock, monitor: this.monitor });
    connector.onLost(() => {
      log('connector lost');
      this.dropBike('connector_lost');
    });
  }

  /** What the bridge's calls reach the bike through (drive-systems/, decision 1606). */
  get driveSystem(): DriveSystem {
    const drive = this.attached && this.connected ? this.attached : this.defaultDriveSystem;
    if (!drive) throw new Error('No drive system: call useDriveSystems first');
    return drive;
  }

  /** The drive system of our UDS network: the default, also while no bike is connected. */
  useDriveSystems(defaultDriveSystem: DriveSystem): void {
    this.defaultDriveSystem = defaultDriveSystem;
  }

  get connected(): boolean {
    return this.session.connected;
  }

  get components(): ComponentIdentity[] {
    return this.session.components;
  }

  get vin(): string {
    return this.session.vin;
  }

  get protocolType(): SupportedProtocolType | undefined {
    return this.session.protocolType;
  }

  get binding(): SessionBinding | undefined {
    return this.session.binding;
  }

  identity(node: UdsNodeName): ComponentIdentity | undefined {
    return this.session.identity(node);
  }

  /** A sign of life of the bound session (any call of it, or its heartbeat). */
  renewBinding(): void {
    this.lease.renew();
  }

  /** none: no bike bound; held: its session shows signs of life; expired: it went quiet (decision 2800). */
  get bindingState(): 'none' | 'held' | 'expired' {
    if (!this.session.binding) return 'none';
    return this.lease.expiredFor(this.session.binding.sid) ? 'expired' : 'held';
  }

  async connect(
    type: ConnectionType,
    binding: SessionBinding,
    options: { takeOver?: boolean } = {},
  ): Promise<void> {
    if (type !== 'cable' && type !== 'ble')
      throw new BridgeError(400004, `Unsupported connection type ${type}`);
    if (this.connected) return this.takeOverHeld(binding, options.takeOver === true);
    await this.lock.exclusive('connect', async () => {
      this.session.starting(type);
      try {
        await this.connector.close(); // the cable or the chosen wireless adapter (decision 2902)
        await this.selectLink(type);
        // Listen before sending anything (decision 2501): the bitrate and the protocol come from
        // the bus; another drive system found that way (Bafang CAN) is connected right there.
        if (await this.detectDriveSystem(binding)) return;
        const bike = await this.protocol.discoverBike(await this.connector.openForConnect());
        if (bike.identities.length === 0)
          throw new BridgeError(300201, 'No component answered: check the cable and switch the bike on', {
            action: 'Connect bike',
          });
        this.session.established(bike, binding);
        this.lease.renew();
        this.monitor.start();
        this.log(`bike ${bike.vin || '(no VIN)'} connected with ${bike.identities.length} components`);
      } catch (e) {
        this.dropBike('requested');
        throw toBridgeError(e, 'operation', { action: 'Connect bike' });
      }
    });
  }

  /** Connect while a bike is held: who may take it (session-takeover.ts); the binding moves only. */
  private takeOverHeld(binding: SessionBinding, takeOver: boolean): void {
    const how = mayTakeOver(this.session.binding, binding, takeOver, this.lease);
    this.log(`bike taken over by another session (${how})`);
    this.session.rebind(binding);
    this.lease.renew();
  }

  /** Detection on connect (drive-systems/attach.ts); a drive system other than UDS is connected here. */
  private async detectDriveSystem(binding: SessionBinding): Promise<boolean> {
    await this.connector.close();
    this.detection = undefined;
    const found = await detectDriveSystem(this.driver, this.lock);
    this.detection = found.detection;
    if (!found.attach) return false;
    this.attached = await found.attach();
    this.status.update({ connector: 'CONNECTED' });
    this.session.established({ identities: [], vin: '', protocolType: this.attached.protocol }, binding);
    this.lease.renew();
    this.log(this.attached.describe());
    return true;
  }

  async disconnect(): Promise<void> {
    if (!this.connected) throw new BridgeError(400001);
    await this.lock.exclusive('disconnect', () => this.closeAll());
  }

  /** Forget the bike, release the connector: 'requested', or the simulator's connector pulled. */
  async closeAll(reason: DisconnectReason = 'requested'): Promise<void> {
    this.dropBike(reason);
    await this.connector.close();
  }

  /** The connector's own network (connector calls work without a bike). */
  connectorNetwork(): Net {
    return this.connector.require();
  }

  read<T>(guard: Guard, fn: (net: Net) => Promise<T>): Promise<T> {
    return this.guard.read(guard, fn);
  }

  operate<T>(guard: Guard, fn: (net: Net, signal: AbortSignal) => Promise<T>): Promise<T> {
    return this.guard.operate(guard, fn);
  }

  operateOnConnector<T>(guard: Guard, fn: (net: Net, signal: AbortSignal) => Promise<T>): Promise<T> {
    return this.guard.operateOnConnector(guard, fn);
  }

  readConnector<T>(guard: Guard, fn: (net: Net) => Promise<T>): Promise<T> {
    return this.guard.readConnector(guard, fn);
  }

  async refreshIdentity(node: UdsNodeName): Promise<ComponentIdentity> {
    if (node === 'dongle') return this.protocol.readIdentity(this.connector.require(), 'dongle');
    const net = this.guard.bikeNetwork({ action: 'Read component', kind: 'read' });
    const identity = await this.protocol.readIdentity(net, node);
    this.session.remember(identity);
    return identity;
  }

  /** False when the driver finds the connector gone (pulled out); true when it cannot tell. */
  connectorAttached = (): Promise<boolean> => this.connector.attached();

  /** The component unlocked around a write or routine, locked again afterwards. */
  unlocked<T>(net: Net, node: UdsNodeName, fn: () => Promise<T>): Promise<T> {
    return this.protocol.unlocked(net, node, fn);
  }

  private dropBike(reason: DisconnectReason): void {
    this.monitor.stop();
    this.attached?.close();
    this.attached = undefined;
    this.session.end(reason);
  }
}
