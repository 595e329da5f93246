// What a Bafang system says about itself beyond the identity every call needs: manufacturer and
// customer number per device, the display's bootloader version (andrey-pr/OpenBafangTool @386caa5
// BafangCanConstants.ts CanReadCommandsList: which device answers which), the display's trip
// statistics (0x63/0x01, 0x63/0x02) and the battery's cell voltages (0x64/0x02…0x05), as values.
import {
  BafangCmd,
  BafangDevice,
  decodeBafangText,
  decodeDisplayData1,
  decodeDisplayData2,
} from '@dealer/contracts';
import type { BafangCommand, BafangDeviceName } from '@dealer/contracts';
import { BafangRefusedError } from '../../protocol/bafang/bafang-client.ts';
import type { BafangSystem } from './bafang-system.ts';
import { needDevice } from './bafang-verified-write.ts';

/** Which devices the source reads each text from; another device is not asked. */
const ASKED: Record<
  'manufacturer' | 'customer_number' | 'bootloader_version',
  { cmd: BafangCommand; devices: BafangDeviceName[] }
> = {
  manufacturer: { cmd: BafangCmd.manufacturer, devices: ['driveUnit', 'display'] },
  customer_number: { cmd: BafangCmd.customerNumber, devices: ['display', 'torqueSensor'] },
  bootloader_version: { cmd: BafangCmd.bootloaderVersion, devices: ['display'] },
};

/** A text the device holds, null when it is not asked for it or refuses the read. */
async function text(system: BafangSystem, device: BafangDeviceName, which: keyof typeof ASKED) {
  if (!ASKED[which].devices.includes(device)) return null;
  try {
    return decodeBafangText(await system.client.read(BafangDevice[device], ASKED[which].cmd));
  } catch (e) {
    if (e instanceof BafangRefusedError) return null;
    throw e;
  }
}

export async function readBafangDeviceInfo(system: BafangSystem) {
  const devices = [];
  for (const device of system.identities.keys())
    devices.push({
      device,
      manufacturer: await text(system, device, 'manufacturer'),
      customer_number: await text(system, device, 'customer_number'),
      bootloader_version: await text(system, device, 'bootloader_version'),
    });
  return { devices };
}

export async function readBafangTripStatistics(system: BafangSystem) {
  const t = needDevice(system, 'display', 'Read trip statistics');
  const d1 = decodeDisplayData1(await system.client.read(t, BafangCmd.displayData1));
  const d2 = decodeDisplayData2(await system.client.read(t, BafangCmd.displayData2));
  return {
    total_km: d1.totalKm,
    trip_km: d1.tripKm,
    max_speed_kmh: d1.maxSpeedKmh,
    average_speed_kmh: d2.averageSpeedKmh,
    service_km: d2.serviceKm,
  };
}

export async function readBafangCellVoltages(system: BafangSystem) {
  needDevice(system, 'battery', 'Read cell voltages');
  const cells = (await system.battery()).cellsV;
  return {
    cells_v: cells,
    min_v: cells.length ? Math.min(...cells) : null,
    max_v: cells.length ? Math.max(...cells) : null,
  };
}
