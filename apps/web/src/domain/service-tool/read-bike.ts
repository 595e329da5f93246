// Reads the bike through the bridge (identification of every component, current and history error
// codes, each pack's charge, health and voltage — on a Bafang bike also the drive unit's reading of
// that voltage, decision 1125) and turns it into the reading PUT /v2/workspace/{id}/task takes.
import { bridgeRequest } from '../../lib/bridge/bridge-client.ts';
import { BridgeError } from '../../lib/bridge/bridge-error.ts';
import type { BridgeBasicInfo } from '../../lib/bridge/bridge-types.ts';
import type { TaskReading } from './service-tool-types.ts';

export interface BikeReading {
  basicInfo: BridgeBasicInfo;
  activeErrorCodes: string[];
  historyErrorCodes: string[];
  /** Charge and health of each pack that reported them (decision 2701), with its voltage readings. */
  batteries: PackReading[];
  readAt: number;
}

interface PackReading {
  part_type: string;
  charge_percent: number;
  health_percent: number | null;
  voltage_v?: number;
  /** The drive unit's reading of the same pack (Bafang 0x32/01); far from voltage_v is a fault. */
  drive_supply_voltage_v?: number;
}

const PACKS = ['battery', 'range_extender_battery'] as const;

/** A pack's state; a pack that cannot report it now (bootloader, not supported) is left out, not guessed. */
async function readPack(
  partType: (typeof PACKS)[number],
  opts: { signal?: AbortSignal; credential?: string },
): Promise<PackReading[]> {
  const path =
    partType === 'battery' ? '/v2/device/battery/state' : '/v2/device/range_extender_battery/state';
  try {
    const state = await bridgeRequest('get', path, opts);
    return [
      {
        part_type: partType,
        charge_percent: state.charge_percent,
        health_percent: state.health_percent,
        voltage_v: state.voltage_v,
      },
    ];
  } catch (e) {
    if (e instanceof BridgeError) return [];
    throw e;
  }
}

/** `credential`: a session token not (yet) stored, e.g. while connecting. */
export async function readBike(signal?: AbortSignal, credential?: string): Promise<BikeReading> {
  const opts = { ...(signal ? { signal } : {}), ...(credential ? { credential } : {}) };
  // One after the other: the bridge serialises requests per component anyway.
  const basicInfo = await bridgeRequest('get', '/v2/bike/basic_info', opts);
  const active = await bridgeRequest('get', '/v2/bike/error_codes', opts);
  // A bike without stored error history (Bafang CAN: 300102) reads as having none.
  const history = await bridgeRequest('get', '/v2/bike/error_codes/history', opts).catch((e: unknown) => {
    if (e instanceof BridgeError && e.code === 300102) return { error_codes: [] };
    throw e;
  });
  const batteries = [];
  for (const pack of PACKS)
    if (basicInfo.components.some((c) => c.part_type === pack && !c.in_bootloader))
      batteries.push(...(await readPack(pack, opts)));
  if (basicInfo.protocol_type === 'BAFANG_CAN') await addDriveSupply(batteries, opts);
  return {
    basicInfo,
    activeErrorCodes: unique(active.error_codes.map((e) => e.code)),
    historyErrorCodes: unique(history.error_codes.map((e) => e.code)),
    batteries,
    readAt: Date.now(),
  };
}

export function toTaskReading(reading: BikeReading): TaskReading {
  return {
    // A Bafang CAN reading carries no VIN and serials for module ids; the engine knows by this.
    protocol_type: reading.basicInfo.protocol_type,
    vin: reading.basicInfo.vin,
    components: reading.basicInfo.components.map((c) => ({
      part_type: c.part_type,
      barcode: c.barcode,
      module_id: c.module_id,
      part_spec_code: c.part_spec_code,
      firmware_version: c.firmware_version,
      hardware_version: c.hardware_version,
      in_bootloader: c.in_bootloader,
      ...(c.font_version !== null ? { font_version: c.font_version } : {}),
      ...(c.icon_version !== null ? { icon_version: c.icon_version } : {}),
    })),
    active_error_codes: reading.activeErrorCodes,
    history_error_codes: reading.historyErrorCodes,
    batteries: reading.batteries,
  };
}

const unique = (list: string[]) => [...new Set(list)];

/** The drive unit's reading of the pack's voltage beside the pack's own; left out when not read. */
async function addDriveSupply(batteries: PackReading[], opts: { signal?: AbortSignal; credential?: string }) {
  const pack = batteries.find((b) => b.part_type === 'battery');
  if (!pack) return;
  try {
    const { drive_supply } = await bridgeRequest('get', '/v2/bafang/voltages', opts);
    if (drive_supply) pack.drive_supply_voltage_v = drive_supply.value;
  } catch (e) {
    if (!(e instanceof BridgeError)) throw e;
  }
}
