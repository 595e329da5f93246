// Live data of a Bafang CAN system (decisions 1123, 1125): the signals its devices really report, read
// from their newest broadcasts (a read when none was heard lately), in the live stream's units, each
// from the device that measures it. Torque is left out: the drive unit and sensor give it in sensor
// units with no documented conversion to Nm.
import { BafangCmd, BafangDevice, decodeBatteryState } from '@dealer/contracts';
import type { BafangBatteryState, LiveValues } from '@dealer/contracts';
import type { BafangSystem } from './bafang-system.ts';

/** Where a value came from: the device and the message (docs/protocols/bafang-can.md). */
export interface BafangValueSource {
  device: 'driveUnit' | 'battery';
  message: '32/00' | '32/01' | '34/01';
}

async function packState(system: BafangSystem): Promise<BafangBatteryState | null> {
  if (!system.has('battery')) return null;
  const t = BafangDevice.battery;
  const raw =
    system.client.broadcast(t, BafangCmd.batteryState) ??
    (await system.client.read(t, BafangCmd.batteryState));
  return decodeBatteryState(raw);
}

/**
 * Every value with its source. The battery's voltage and current are the pack's own (34/01); the
 * drive unit's reading of its supply (32/01) is its own signal, `drive_supply_voltage_v`, never the
 * battery voltage — on a failed sense path the two differ (larssonwassen/bafang-can M200 notes m200.md).
 * Without a battery on the bus there is no pack reading, and the battery voltage is left out.
 */
export async function readBafangLiveSources(system: BafangSystem) {
  const { r0, r1 } = await system.realtime();
  const pack = await packState(system);
  const du = (message: BafangValueSource['message']): BafangValueSource => ({ device: 'driveUnit', message });
  const bat: BafangValueSource = { device: 'battery', message: '34/01' };
  const signals: { signal: string; value: number; unit: string; source: BafangValueSource }[] = [
    { signal: 'speed_kmh', value: r1.speedKmh, unit: 'km/h', source: du('32/01') },
    { signal: 'cadence_rpm', value: r0.cadenceRpm, unit: 'rpm', source: du('32/00') },
    { signal: 'motor_current_a', value: r1.currentA, unit: 'A', source: du('32/01') },
    { signal: 'drive_supply_voltage_v', value: r1.voltageV, unit: 'V', source: du('32/01') },
    { signal: 'controller_temperature_c', value: r1.controllerTempC, unit: '°C', source: du('32/01') },
  ];
  if (r1.motorTempC !== null)
    signals.push({ signal: 'motor_temperature_c', value: r1.motorTempC, unit: '°C', source: du('32/01') });
  if (pack)
    signals.push(
      { signal: 'battery_voltage_v', value: pack.voltageV, unit: 'V', source: bat },
      { signal: 'battery_current_a', value: pack.currentA, unit: 'A', source: bat },
    );
  return { signals };
}

/** The live stream's sample: the same values, in the stream's signal names. */
export async function readBafangLive(system: BafangSystem): Promise<LiveValues> {
  const values: Record<string, number> = {};
  for (const s of (await readBafangLiveSources(system)).signals)
    if (s.signal !== 'drive_supply_voltage_v') values[s.signal] = s.value;
  return values;
}

/** The pack's voltage and the drive unit's reading of it, for the diagnosis (task battery_voltage_mismatch). */
export async function readBafangVoltages(system: BafangSystem) {
  const { signals } = await readBafangLiveSources(system);
  const find = (name: string) => signals.find((s) => s.signal === name) ?? null;
  return { battery: find('battery_voltage_v'), drive_supply: find('drive_supply_voltage_v') };
}
