// The drive-system operations a connected Bafang CAN system answers, in the bridge calls' shapes
// (bafang-drive-system.ts runs them under the operation lock and says "unavailable because …" for
// the rest, with the reason of the capability matrix).
import { bafangDtc, bafangErrorCode } from '@dealer/contracts';
import type { BafangDeviceName, PartType, StartupLightState, SupportedComponent } from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import type { BafangIdentity, BafangSystem } from './bafang-system.ts';
import { readBafangLive } from './bafang-live.ts';
import type { BatteryInformation, BatteryState, BikeInfo, ComponentInfo } from '../drive-system-shapes.ts';

/** Where each Bafang device sits among the product's part types and bridge component names. */
const BafangPart: Record<BafangDeviceName, { partType: PartType; component: SupportedComponent | null }> = {
  driveUnit: { partType: 'mid_motor', component: 'controller' },
  display: { partType: 'hmi', component: 'hmi' },
  battery: { partType: 'battery', component: 'battery' },
  torqueSensor: { partType: 'torque', component: 'torque_sensor' },
};

function bafangComponentInfo(id: BafangIdentity): ComponentInfo {
  const part = BafangPart[id.device];
  return {
    part_type: part.partType,
    component: part.component,
    part_spec_code: id.model,
    barcode: id.serial,
    // Bafang devices have no module id; their serial number is the identity a tool reads (decision 1110).
    module_id: id.serial,
    module_id_valid: id.serial !== '',
    hardware_version: id.hardwareVersion,
    firmware_version: id.softwareVersion,
    font_version: null,
    icon_version: null,
    in_bootloader: false,
  };
}

function partOfCode(code: number): PartType {
  const device = bafangErrorCode(code).device;
  return device === 'speedSensor' ? 'speed_sensor' : device === 'driveUnit' ? 'mid_motor' : 'hmi';
}

const needBattery = (partType: string | undefined) => {
  if (partType !== 'battery')
    throw new BridgeError(300202, `A Bafang system has no ${partType ?? 'such component'}`, {
      component: partType,
    });
};

export const bafangCalls = {
  identify: async (system: BafangSystem): Promise<BikeInfo> => {
    for (const d of system.identities.keys()) await system.readIdentity(d);
    return {
      vin: '',
      protocol_type: 'BAFANG_CAN',
      bus_bitrate: system.bitrate,
      components: [...system.identities.values()].map(bafangComponentInfo),
    };
  },
  liveData: (system: BafangSystem) => readBafangLive(system),
  moduleIds: async (system: BafangSystem) =>
    [...system.identities.values()].map((id) => ({
      part_type: BafangPart[id.device].partType,
      module_id: id.serial,
      valid: id.serial !== '',
    })),
  errorCodes: async (system: BafangSystem) =>
    (await system.errorCodes()).map((c) => ({
      code: bafangDtc(c),
      part_type: partOfCode(c),
      status: 'current' as const,
    })),
  odometer: async (system: BafangSystem) => {
    const { data1 } = await system.displayData();
    return { odometer_km: data1.totalKm, odometer_m: data1.totalKm * 1000 };
  },
  batteryState: async (system: BafangSystem): Promise<BatteryState> => {
    const b = await system.battery();
    return {
      part_type: 'battery',
      charge_percent: b.capacity.relativeChargePercent,
      health_percent: b.capacity.healthPercent,
      cycle_count: null,
      temperature_c: b.state.temperatureC,
      voltage_v: b.state.voltageV,
      current_a: b.state.currentA,
      charging: b.state.currentA < 0,
    };
  },
  batteryInformation: async (system: BafangSystem, partType: string): Promise<BatteryInformation> => {
    needBattery(partType);
    const b = await system.battery();
    const p1 = system.has('driveUnit') ? (await system.parameter1()).value : null;
    const nominal = p1?.systemVoltageV ?? null;
    return {
      part_type: 'battery',
      design_capacity_wh: nominal === null ? null : Math.round((b.capacity.fullCapacityMah * nominal) / 1000),
      nominal_voltage_v: nominal,
      capacity_mah: b.capacity.fullCapacityMah,
      cells_series: b.cellsV.length,
      cells_parallel: null,
      manufacture_date: null,
    };
  },
  // Bafang drive units compute speed from the circumference; the diameter is the same fact.
  wheelDiameterMm: async (system: BafangSystem) =>
    Math.round((await system.speedParameters()).circumferenceMm / Math.PI),
  lightStartup: async (system: BafangSystem): Promise<StartupLightState> =>
    (await system.parameter1()).value.lampsAlwaysOn ? 'turn_on' : 'turn_off',
  setLightStartup: async (system: BafangSystem, state: StartupLightState): Promise<StartupLightState> => {
    if (state !== 'turn_on' && state !== 'turn_off')
      throw new BridgeError(400004, 'A Bafang drive unit has lamps always on or off; it keeps no last state');
    const r = await system.writeParameter1({ lampsAlwaysOn: state === 'turn_on' });
    return r.after.lampsAlwaysOn ? 'turn_on' : 'turn_off';
  },
  readParameters: async (system: BafangSystem, partType: string) => {
    if (partType !== 'controller')
      throw new BridgeError(300202, 'Only the Bafang drive unit has a parameter block', {
        component: partType,
      });
    return [...(await system.parameter1()).raw];
  },
};
