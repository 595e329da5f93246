// A virtual e-bike: one UDS server per component of a demo-fleet scenario on a virtual CAN bus, the
// service connector on the tester side of the cable, persistent state, power states, and an
// armable cable-pull fault for firmware-update robustness tests.
import { DEFAULT_SCENARIO, DemoConnector, UdsSession } from '@dealer/contracts';
import type { ButtonFunctionName, DemoComponent, ScenarioName, UdsNodeName } from '@dealer/contracts';
import { VirtualCanBus } from '../can/virtual-bus.ts';
import type { BusPort } from '../can/virtual-bus.ts';
import type { IsoTpEndpointOptions } from '../isotp/isotp-endpoint.ts';
import { batteryPack, freshComponentState, scenarioState } from '../model/bike-state.ts';
import type { BikeState, ComponentState, PowerState, StoredDtc } from '../model/bike-state.ts';
import { setDtcCause } from '../model/dtc-memory.ts';
import { MemoryStateStore } from '../persistence/state-store.ts';
import type { StateStore } from '../persistence/state-store.ts';
import { DefaultTiming } from '../uds/server-context.ts';
import type { BikeHost, SimTiming } from '../uds/server-context.ts';
import { RideBench } from '../model/ride.ts';
import { ComponentNode } from './component-node.ts';
import { countTowardsCablePull, type CablePullFault } from './cable-pull-fault.ts';

export interface SimulatedBikeOptions {
  bus?: VirtualCanBus;
  bitrate?: number;
  timeScale?: number;
  store?: StateStore;
  /** Scenario used when the store holds no state yet (or always, with scenarioWins). */
  scenario?: ScenarioName;
  /** The scenario was asked for explicitly (BRIDGE_SIM_SCENARIO): it replaces the saved state. */
  scenarioWins?: boolean;
  timing?: Partial<SimTiming>;
  /** Flow control the components grant (default BS=0, STmin=0: the fastest the bus allows). */
  isoTp?: IsoTpEndpointOptions;
}

/** What the bench charger delivers into a pack. */
const CHARGER_CURRENT_A = 4;
/** Lithium packs are shipped and stored part-charged. */
const SPARE_PACK_CHARGE_PERCENT = 40;

export class SimulatedBike implements BikeHost {
  readonly bus: VirtualCanBus;
  readonly timing: SimTiming;
  readonly detection: BikeHost['detection'] = { mode: 'none' };
  /** The bike on the stand: crank turned or ridden (live data); not persisted, like a real ride. */
  readonly ride = new RideBench(() => this.wallClockS());
  state: BikeState;
  private nodes: ComponentNode[] = [];
  private fault: CablePullFault | undefined;
  private readonly store: StateStore;
  private readonly isoTpOptions: IsoTpEndpointOptions;
  private readonly untap: () => void;

  constructor(options: SimulatedBikeOptions = {}) {
    this.bus =
      options.bus ??
      new VirtualCanBus({ bitrate: options.bitrate ?? 500_000, timeScale: options.timeScale ?? 1 });
    this.timing = { ...DefaultTiming, ...options.timing };
    this.store = options.store ?? new MemoryStateStore();
    this.isoTpOptions = options.isoTp ?? {};
    const saved = options.scenarioWins ? null : this.store.load();
    this.state = saved ?? scenarioState(options.scenario ?? DEFAULT_SCENARIO);
    this.store.save(this.state);
    this.buildNodes();
    this.untap = this.bus.onTransmit((f, from) =>
      countTowardsCablePull(this.fault, f, from, this.bus, this.nodes),
    );
  }

  get scenario(): ScenarioName {
    return this.state.scenario;
  }

  /** Replace the bike by a fresh copy of a demo-fleet scenario (firmware, settings, DTCs as defined). */
  loadScenario(name: ScenarioName): void {
    this.state = scenarioState(name);
    this.detection.mode = 'none';
    this.ride.set('stopped');
    this.fault = undefined;
    this.bus.restoreLink();
    this.store.save(this.state);
    this.buildNodes();
  }

  component(node: UdsNodeName): ComponentState | undefined {
    return node === 'dongle'
      ? (this.state.connector ?? undefined)
      : this.state.components.find((c) => c.node === node);
  }

  /** The session a component's server is in (tests look at this to see what a tester left behind). */
  sessionOf(node: UdsNodeName): number {
    return this.nodes.find((n) => n.state.node === node)?.server.ctx.session ?? UdsSession.default;
  }

  get connectorPresent(): boolean {
    return this.state.connector !== null;
  }

  armCablePull(afterBytes: number): void {
    this.fault = { cablePullAfterBytes: afterBytes, counted: 0, fired: false };
  }
  disarmFault(): void {
    this.fault = undefined;
  }
  get armedFault(): Readonly<CablePullFault> | undefined {
    return this.fault;
  }

  /** The technician plugs the cable back in. */
  plugCable(): void {
    this.bus.restoreLink();
  }

  /** The technician presses a button on the display while button detection runs. */
  pressButton(name: ButtonFunctionName): boolean {
    if (this.detection.mode !== 'button' || this.state.power !== 'on') return false;
    this.state.buttonPressCounts[name] = (this.state.buttonPressCounts[name] ?? 0) + 1;
    this.changed();
    return true;
  }

  /** The technician plugs the service connector into the computer (or pulls it out). */
  setConnectorPlugged(plugged: boolean): void {
    if (plugged === this.connectorPresent) return;
    this.state.connector = plugged ? freshComponentState(DemoConnector) : null;
    this.changed();
    this.buildNodes();
  }

  get chargerPlugged(): boolean {
    return Object.values(this.state.batteries).some((p) => p.state.charging);
  }

  /**
   * The technician plugs the charger into the bike (or unplugs it). The packs report charging with
   * the charger's current; the charge itself is left as it is, since a 4 A charger adds about half
   * a percent a minute — nothing a bench session would see. Plugging in wakes a sleeping bike.
   */
  setChargerPlugged(plugged: boolean): void {
    for (const pack of Object.values(this.state.batteries)) {
      pack.state.charging = plugged;
      pack.state.currentA = plugged ? CHARGER_CURRENT_A : 0;
    }
    this.changed();
    if (plugged) this.wake();
  }

  /**
   * The technician swaps a component for a spare: bike off, part out, part in, bike on. Every
   * component restarts (default session, no detection mode); the old node has left the bus and the
   * spare answers at the same address with its own identity, firmware and empty fault memory.
   */
  swapComponent(spare: DemoComponent): ComponentState {
    const index = this.state.components.findIndex((c) => c.partType === spare.partType);
    if (index < 0) throw new Error(`the bike has no ${spare.partType} to swap`);
    const fitted = freshComponentState(spare);
    this.state.components[index] = fitted;
    const slot =
      spare.partType === 'battery' || spare.partType === 'range_extender_battery'
        ? spare.partType
        : undefined;
    // A new pack leaves the factory at storage charge.
    if (slot)
      this.state.batteries[slot] = batteryPack(
        spare.partSpecCode,
        SPARE_PACK_CHARGE_PERCENT,
        Number(spare.barcode.slice(-3)),
      );
    this.detection.mode = 'none';
    this.state.power = 'on';
    this.changed();
    this.buildNodes();
    return fitted;
  }

  /**
   * Bench action: the cause of a fault appears on a component (its code is set: current and logged)
   * or the technician repairs it (the code stays until a tester clears it). Undefined when the
   * component is missing, or nothing is stored for a repaired cause.
   */
  setErrorCause(node: UdsNodeName, code: string, present: boolean): StoredDtc | undefined {
    const c = this.component(node);
    if (!c || node === 'dongle') return undefined;
    const dtc = setDtcCause(c, code, present);
    this.changed();
    return dtc;
  }

  /** Power button / charger plugged: the bike wakes from ship mode or off. */
  wake(): void {
    if (this.state.power === 'on') return;
    this.setPower('on');
  }

  setPower(power: PowerState): void {
    this.state.power = power;
    this.detection.mode = 'none';
    for (const n of this.nodes) {
      n.isoTp.abortReception();
      n.server.powerCycle();
    }
    this.changed();
  }

  changed(): void {
    this.store.save(this.state);
  }

  wallClockS(): number {
    return Date.now() / 1000;
  }

  /** Attach a tester (the bridge side of the cable) to this bike's bus. */
  attachTester(name = 'tester'): BusPort {
    return this.bus.attach(name, 'tester');
  }

  close(): void {
    this.untap();
    for (const n of this.nodes) n.close();
    this.nodes = [];
  }

  private buildNodes(): void {
    for (const n of this.nodes) n.close();
    this.nodes = this.state.components.map(
      (c) => new ComponentNode(this.bus, this, c, 'bike', this.isoTpOptions),
    );
    // The connector's own diagnostic node sits on the tester side: it answers with the cable pulled.
    if (this.state.connector)
      this.nodes.push(new ComponentNode(this.bus, this, this.state.connector, 'tester', this.isoTpOptions));
  }
}
