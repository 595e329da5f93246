// The bridge's calls answered from a connected Bafang CAN system, in the calls' own shapes. Each
// entry says which activity of the capability matrix it belongs to; a call missing here answers
// 300102 with the matrix's reason (bafang-dispatch.ts).
import { bafangDtc, bafangErrorCode } from '@dealer/contracts';
import type { BafangDeviceName, PartType, SupportedComponent } from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import type { BafangIdentity, BafangSystem } from '../../services/bafang/bafang-system.ts';
import { bafangCapabilities } from '../../services/bafang/bafang-capabilities.ts';
import type { BridgeActivity } from '../../services/bafang/bafang-capabilities.ts';
import { readBafangLive } from '../../services/bafang/bafang-live.ts';

export interface BafangCallContext {
  system: BafangSystem;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}
export interface BafangCall {
  activity: BridgeActivity;
  handle: (ctx: BafangCallContext) => Promise<unknown>;
}

/** Where each Bafang device sits among the product's part types and bridge component names. */
export const BafangPart: Record<
  BafangDeviceName,
  { partType: PartType; component: SupportedComponent | null }
> = {
  driveUnit: { partType: 'mid_motor', component: 'controller' },
  display: { partType: 'hmi', component: 'hmi' },
  battery: { partType: 'battery', component: 'battery' },
  torqueSensor: { partType: 'torque', component: 'torque_sensor' },
};

export function bafangComponentInfo(id: BafangIdentity) {
  const part = BafangPart[id.device];
  return {
    part_type: part.partType,
    component: part.component,
    part_spec_code: id.model,
    barcode: id.serial,
    // Bafang devices have no module id; their serial number is the identity a tool reads (decision 1102).
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

export const bafangCalls: Record<string, BafangCall> = {
  'GET /v2/bike/basic_info': {
    activity: 'identification',
    handle: async ({ system }) => {
      for (const d of system.identities.keys()) await system.readIdentity(d);
      return {
        vin: '',
        protocol_type: 'BAFANG_CAN',
        bus_bitrate: system.bitrate,
        components: [...system.identities.values()].map(bafangComponentInfo),
      };
    },
  },
  'GET /v2/live/drive': {
    activity: 'live_data',
    handle: ({ system }) => readBafangLive(system),
  },
  'GET /v2/bike/capabilities': {
    activity: 'identification',
    handle: async () => ({ protocol_type: 'BAFANG_CAN', capabilities: bafangCapabilities() }),
  },
  'GET /v2/bike/module_id': {
    activity: 'identification',
    handle: async ({ system }) => ({
      module_ids: [...system.identities.values()].map((id) => ({
        part_type: BafangPart[id.device].partType,
        module_id: id.serial,
        valid: id.serial !== '',
      })),
    }),
  },
  'GET /v2/bike/protocol_type': {
    activity: 'identification',
    handle: async () => ({ protocol_type: 'BAFANG_CAN' }),
  },
  'GET /v2/bike/error_codes': {
    activity: 'error_codes',
    handle: async ({ system }) => ({
      error_codes: (await system.errorCodes()).map((c) => ({
        code: bafangDtc(c),
        part_type: partOfCode(c),
        status: 'current' as const,
      })),
    }),
  },
  'GET /v2/bike/odometer': {
    activity: 'odometer',
    handle: async ({ system }) => {
      const { data1 } = await system.displayData();
      return { odometer_km: data1.totalKm, odometer_m: data1.totalKm * 1000 };
    },
  },
  'GET /v2/device/battery/state': {
    activity: 'battery_state',
    handle: async ({ system }) => {
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
  },
  'GET /v2/device/:partType/battery_information': {
    activity: 'battery_information',
    handle: async ({ system, params }) => {
      needBattery(params.partType);
      const b = await system.battery();
      const p1 = system.has('driveUnit') ? (await system.parameter1()).value : null;
      const nominal = p1?.systemVoltageV ?? null;
      return {
        part_type: 'battery',
        design_capacity_wh:
          nominal === null ? null : Math.round((b.capacity.fullCapacityMah * nominal) / 1000),
        nominal_voltage_v: nominal,
        capacity_mah: b.capacity.fullCapacityMah,
        cells_series: b.cellsV.length,
        cells_parallel: null,
        manufacture_date: null,
      };
    },
  },
  'GET /v2/drive_unit/setting/wheel_diameter': {
    activity: 'wheel_diameter',
    // Bafang drive units compute speed from the circumference; the diameter is the same fact.
    handle: async ({ system }) => ({
      wheel_diameter_mm: Math.round((await system.speedParameters()).circumferenceMm / Math.PI),
    }),
  },
  'GET /v2/accessory/light/setting/startup_state': {
    activity: 'light_startup',
    handle: async ({ system }) => ({
      light_startup_state: (await system.parameter1()).value.lampsAlwaysOn ? 'turn_on' : 'turn_off',
    }),
  },
  'PUT /v2/accessory/light/setting/startup_state': {
    activity: 'light_startup',
    handle: async ({ system, query }) => {
      const state = query.light_startup_state;
      if (state !== 'turn_on' && state !== 'turn_off')
        throw new BridgeError(
          400004,
          'A Bafang drive unit has lamps always on or off; it keeps no last state',
        );
      const r = await system.writeParameter1({ lampsAlwaysOn: state === 'turn_on' });
      return { light_startup_state: r.after.lampsAlwaysOn ? 'turn_on' : 'turn_off' };
    },
  },
  'GET /v2/parameter/:partType/data_array': {
    activity: 'parameters',
    handle: async ({ system, params }) => {
      if (params.partType !== 'controller')
        throw new BridgeError(300202, 'Only the Bafang drive unit has a parameter block', {
          component: params.partType,
        });
      return { part_type: 'controller', data_array: [...(await system.parameter1()).raw] };
    },
  },
};
