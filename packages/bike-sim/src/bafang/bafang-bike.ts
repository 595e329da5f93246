// A simulated Bafang CAN system (drive unit, display, battery, torque sensor) on its own virtual
// bus at the system's bitrate (250 kbit/s by default, docs/protocols/bafang-can.md), with the
// periodic broadcasts of the real devices, persistent state and bench scenarios. The tester side
// of the cable is where the bridge (or an SLCAN adapter on a pseudo-terminal) attaches.
import { BafangCmd, BafangDevice, BafangDeviceNames, BafangOp, bafangFrame } from '@dealer/contracts';
import { VirtualCanBus } from '../can/virtual-bus.ts';
import { RideBench } from '../model/ride.ts';
import type { RideMode } from '../model/ride.ts';
import type { BusPort } from '../can/virtual-bus.ts';
import { BafangDeviceNode } from './bafang-device-node.ts';
import type { BafangHost } from './bafang-device-node.ts';
import { batteryFrames, controllerRealtime, displayRealtime, sensorRealtime } from './bafang-registers.ts';
import { bafangScenarioState } from './bafang-state.ts';
import type { BafangBikeState, BafangScenarioName } from './bafang-state.ts';

export const BAFANG_BITRATE = 250_000;

/**
 * Broadcast periods. The sources name the broadcast frames but not their rates; these are ours,
 * chosen so a listener hears every device within half a second.
 */
export const BafangBroadcastMs = { driveUnit: 100, torqueSensor: 100, display: 200, battery: 400 } as const;

/** The simulator's own torque-sensor units per Nm: Bafang documents no conversion (decision 1123). */
const SIM_TORQUE_UNITS_PER_NM = 6;

export interface BafangStore {
  load(): BafangBikeState | undefined;
  save(state: BafangBikeState): void;
}

export interface BafangBikeOptions {
  bitrate?: number;
  timeScale?: number;
  store?: BafangStore;
  scenario?: BafangScenarioName;
  /** The scenario was asked for explicitly (BRIDGE_SIM_SCENARIO): it replaces the saved state. */
  scenarioWins?: boolean;
  /** Periodic broadcasts (default on); tests of request/response alone may leave them out. */
  broadcasts?: boolean;
}

export class BafangBike implements BafangHost {
  readonly bus: VirtualCanBus;
  state: BafangBikeState;
  connectorPresent = true;
  private nodes: BafangDeviceNode[] = [];
  private timers: NodeJS.Timeout[] = [];
  private readonly store: BafangStore | undefined;
  private readonly broadcasts: boolean;
  /** The bike on the stand (decision 1123): while ridden, the broadcasts carry the moving values. */
  private readonly bench = new RideBench(() => performance.now() / 1000);

  constructor(options: BafangBikeOptions = {}) {
    this.bus = new VirtualCanBus({
      bitrate: options.bitrate ?? BAFANG_BITRATE,
      timeScale: options.timeScale ?? 1,
    });
    this.store = options.store;
    this.broadcasts = options.broadcasts ?? true;
    const saved = options.scenarioWins ? null : this.store?.load();
    this.state = saved ?? bafangScenarioState(options.scenario ?? 'bafang_healthy');
    this.changed();
    this.build();
  }

  get scenario(): BafangScenarioName {
    return this.state.scenario;
  }

  /** Turn the crank or ride on the stand; stopped puts the scenario's own still values back. */
  setRide(mode: RideMode): void {
    // A slipped speed-sensor magnet gives no wheel speed however the bike is ridden.
    this.bench.set(mode, this.scenario === 'bafang_slipped_magnet' ? 'speed' : null);
    if (mode !== 'stopped') return this.moveRide();
    const still = bafangScenarioState(this.scenario);
    this.state.ride = still.ride;
    this.state.battery.currentA = still.battery.currentA;
  }

  get rideMode(): RideMode {
    return this.bench.status.mode;
  }

  private moveRide(): void {
    if (this.bench.status.mode === 'stopped') return;
    const v = this.bench.sample(this.state.battery.voltageV);
    this.state.ride = {
      speedKmh: v.speed_kmh,
      cadenceRpm: Math.round(v.cadence_rpm),
      torque: Math.round(v.torque_nm * SIM_TORQUE_UNITS_PER_NM),
      motorCurrentA: v.motor_current_a,
      controllerTempC: Math.round(v.controller_temperature_c),
      motorTempC: Math.round(v.motor_temperature_c),
    };
    this.state.battery.currentA = v.battery_current_a;
  }

  loadScenario(name: BafangScenarioName): void {
    this.bench.set('stopped');
    this.state = bafangScenarioState(name);
    this.bus.restoreLink();
    this.changed();
    this.build();
  }

  changed(): void {
    this.store?.save(this.state);
  }

  plugCable(): void {
    this.bus.restoreLink();
  }

  attachTester(name = 'tester'): BusPort {
    return this.bus.attach(name, 'tester');
  }

  close(): void {
    for (const t of this.timers) clearInterval(t);
    for (const n of this.nodes) n.close();
    this.timers = [];
    this.nodes = [];
  }

  private node(device: (typeof BafangDeviceNames)[number]): BafangDeviceNode {
    return this.nodes.find((n) => n.device === device)!;
  }

  private every(ms: number, fn: () => void): void {
    const t = setInterval(fn, ms);
    t.unref();
    this.timers.push(t);
  }

  private build(): void {
    this.close();
    this.nodes = BafangDeviceNames.map((d) => new BafangDeviceNode(this.bus, this, d));
    if (!this.broadcasts) return;
    const all = BafangDevice.broadcast;
    const w = BafangOp.write;
    this.every(BafangBroadcastMs.driveUnit, () => {
      this.moveRide();
      const rt = controllerRealtime(this.state);
      const du = this.node('driveUnit');
      du.send(bafangFrame(du.address, all, w, BafangCmd.controllerRealtime0, rt.r0));
      du.send(bafangFrame(du.address, all, w, BafangCmd.controllerRealtime1, rt.r1));
    });
    this.every(BafangBroadcastMs.torqueSensor, () => {
      const ts = this.node('torqueSensor');
      ts.send(bafangFrame(ts.address, all, w, BafangCmd.sensorRealtime, sensorRealtime(this.state)));
    });
    this.every(BafangBroadcastMs.display, () => {
      // The display tells the drive unit the level and the light (Bafang_M500_M600 example 03106300).
      const hmi = this.node('display');
      hmi.send(
        bafangFrame(
          hmi.address,
          BafangDevice.driveUnit,
          w,
          BafangCmd.displayRealtime,
          displayRealtime(this.state),
        ),
      );
    });
    this.every(BafangBroadcastMs.battery, () => {
      const b = batteryFrames(this.state);
      const bat = this.node('battery');
      bat.send(bafangFrame(bat.address, all, w, BafangCmd.batteryCapacity, b.capacity));
      bat.send(bafangFrame(bat.address, all, w, BafangCmd.batteryState, b.state));
    });
  }
}
