// Readings of our UDS bike: odometer and riding statistics (controller), battery packs, the real-time
// clocks (display and batteries), live data (decision 1702), and the power routines that end the
// connection (ship mode on the controller, shutdown on the display).
import {
  BatteryInformationCodec,
  BatteryStateCodec,
  Did,
  DriveLiveDataCodec,
  RidingStatsCodec,
  Routine,
  RoutineControlType,
  U32Codec,
  nodeOfComponent,
} from '@dealer/contracts';
import type { SupportedComponent, UdsNodeName } from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import type { DriveSystem } from '../drive-system.ts';
import type { BatteryPart } from '../drive-system-shapes.ts';
import type { UdsContext } from './uds-context.ts';

const CLOCK_NODES: readonly UdsNodeName[] = ['hmi', 'battery', 'range_extender_battery'];

type ReadingsPart = Pick<
  DriveSystem,
  | 'odometer'
  | 'ridingStats'
  | 'batteryState'
  | 'batteryInformation'
  | 'liveData'
  | 'readClock'
  | 'setClock'
  | 'powerOff'
>;

const batteryNode = (partType: SupportedComponent): BatteryPart => {
  if (partType !== 'battery' && partType !== 'range_extender_battery')
    throw new BridgeError(300202, `${partType} has no battery information`, { component: partType });
  return partType;
};
const clockNode = (partType: SupportedComponent) => {
  const node = nodeOfComponent(partType);
  if (!CLOCK_NODES.includes(node))
    throw new BridgeError(300202, `${partType} has no real-time clock`, { component: partType });
  return node;
};

export function udsReadings({ connection: conn }: UdsContext): ReadingsPart {
  return {
    odometer: () =>
      conn.read({ action: 'Read odometer', kind: 'read', node: 'controller' }, async (net) => {
        const m = U32Codec.decode(await net.client('controller').readDataByIdentifier(Did.odometer));
        return { odometer_km: Math.round(m / 100) / 10, odometer_m: m };
      }),

    ridingStats: () =>
      conn.read({ action: 'Read riding statistics', kind: 'read', node: 'controller' }, async (net) => {
        const s = RidingStatsCodec.decode(
          await net.client('controller').readDataByIdentifier(Did.ridingStats),
        );
        return {
          total_ride_time_s: s.rideTimeS,
          total_energy_wh: s.energyWh,
          max_speed_kmh: s.maxSpeedKmh,
          avg_speed_kmh: s.avgSpeedKmh,
          trip_count: s.tripCount,
        };
      }),

    batteryState: async (node) => {
      const s = await conn.read({ action: 'Read battery state', kind: 'read', node }, async (net) =>
        BatteryStateCodec.decode(await net.client(node).readDataByIdentifier(Did.batteryState)),
      );
      return {
        part_type: node,
        charge_percent: s.chargePercent,
        health_percent: s.healthPercent,
        cycle_count: s.cycleCount,
        temperature_c: s.temperatureC,
        voltage_v: s.voltageV,
        current_a: s.currentA,
        charging: s.charging,
      };
    },

    batteryInformation: async (component) => {
      const node = batteryNode(component);
      const i = await conn.read({ action: 'Read battery information', kind: 'read', node }, async (net) =>
        BatteryInformationCodec.decode(await net.client(node).readDataByIdentifier(Did.batteryInformation)),
      );
      return {
        part_type: node,
        design_capacity_wh: i.designCapacityWh,
        nominal_voltage_v: i.nominalVoltageV,
        capacity_mah: i.capacityMah,
        cells_series: i.cellsSeries,
        cells_parallel: i.cellsParallel,
        manufacture_date: i.manufactureDate,
      };
    },

    liveData: () =>
      conn.read({ action: 'Read live data', kind: 'read', node: 'controller' }, async (net) =>
        DriveLiveDataCodec.decode(await net.client('controller').readDataByIdentifier(Did.driveLiveData)),
      ),

    readClock: async (component) => {
      const node = clockNode(component);
      const t = await conn.read({ action: 'Read clock', kind: 'read', node }, async (net) =>
        U32Codec.decode(await net.client(node).readDataByIdentifier(Did.realTimeClock)),
      );
      return new Date(t * 1000).toISOString();
    },

    setClock: async (component, isoTime) => {
      const node = clockNode(component);
      const ms = Date.parse(isoTime);
      if (Number.isNaN(ms)) throw new BridgeError(400004, 'time must be an ISO date-time');
      const seconds = Math.round(ms / 1000);
      await conn.operate({ action: 'Set clock', kind: 'write', node }, (net) =>
        conn.unlocked(net, node, () =>
          net.client(node).writeDataByIdentifier(Did.realTimeClock, U32Codec.encode(seconds)),
        ),
      );
      return new Date(seconds * 1000).toISOString();
    },

    powerOff: async (state) => {
      const [routine, action, node] =
        state === 'ship_mode'
          ? ([Routine.shipMode, 'Enter sleep mode', 'controller'] as const)
          : ([Routine.systemShutdown, 'Shut down', 'hmi'] as const);
      await conn.operate({ action, kind: 'operation', node }, async (net) => {
        await conn.unlocked(net, node, () =>
          net.client(node).routineControl(RoutineControlType.start, routine),
        );
      });
      // The bike stops answering once it powers down: the connection ends here.
      await conn.closeAll();
      if (conn.connected) throw new BridgeError(500999);
    },
  };
}
