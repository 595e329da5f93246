// Live data of a Bafang CAN system (decision 1123): the signals its devices really report, read from
// their newest broadcasts (a read when none was heard lately), in the live stream's units. Torque is
// left out: the drive unit and sensor give it in sensor units with no documented conversion to Nm.
import { BafangCmd, BafangDevice, decodeBatteryState } from '@dealer/contracts';
import type {
  BafangBatteryState,
  BafangControllerRealtime0,
  BafangControllerRealtime1,
  LiveValues,
} from '@dealer/contracts';
import type { BafangSystem } from './bafang-system.ts';

/**
 * The mapping (docs/protocols/bafang-can.md): 32/01 speed, the drive unit's current, its supply
 * voltage (the battery's, at the drive) and both temperatures (the motor's absent when the unit has
 * no sensor); 32/00 cadence; the battery's own signed current from 34/01 when a battery answers.
 */
export function bafangLiveValues(
  r0: BafangControllerRealtime0,
  r1: BafangControllerRealtime1,
  battery: BafangBatteryState | null,
): LiveValues {
  const values: LiveValues = {
    speed_kmh: r1.speedKmh,
    cadence_rpm: r0.cadenceRpm,
    motor_current_a: r1.currentA,
    battery_voltage_v: r1.voltageV,
    controller_temperature_c: r1.controllerTempC,
  };
  if (battery) values.battery_current_a = battery.currentA;
  if (r1.motorTempC !== null) values.motor_temperature_c = r1.motorTempC;
  return values;
}

export async function readBafangLive(system: BafangSystem): Promise<LiveValues> {
  const { r0, r1 } = await system.realtime();
  let battery: BafangBatteryState | null = null;
  if (system.has('battery')) {
    const t = BafangDevice.battery;
    const raw =
      system.client.broadcast(t, BafangCmd.batteryState) ??
      (await system.client.read(t, BafangCmd.batteryState));
    battery = decodeBatteryState(raw);
  }
  return bafangLiveValues(r0, r1, battery);
}
