// Reads the bike through the bridge (identification of every component, current and history error
// codes) and turns it into the reading PUT /v2/workspace/{id}/task takes.
import { bridgeRequest } from '../bridge/bridge-client.ts';
import { BridgeError } from '../bridge/bridge-error.ts';
import type { BridgeBasicInfo } from '../bridge/bridge-types.ts';
import type { TaskReading } from './service-tool-types.ts';

export interface BikeReading {
  basicInfo: BridgeBasicInfo;
  activeErrorCodes: string[];
  historyErrorCodes: string[];
  readAt: number;
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
  return {
    basicInfo,
    activeErrorCodes: unique(active.error_codes.map((e) => e.code)),
    historyErrorCodes: unique(history.error_codes.map((e) => e.code)),
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
  };
}

const unique = (list: string[]) => [...new Set(list)];
