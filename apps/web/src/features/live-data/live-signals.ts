// How each live signal is charted: the y range always shown (a still signal draws flat) and decimals.
import { LiveSignalSpec, type LiveSignalName } from '@dealer/contracts';

export const LiveChartFloor: Record<LiveSignalName, { min: number; max: number; digits: number }> = {
  speed_kmh: { min: 0, max: 30, digits: 1 },
  cadence_rpm: { min: 0, max: 90, digits: 0 },
  torque_nm: { min: 0, max: 50, digits: 1 },
  motor_current_a: { min: 0, max: 15, digits: 1 },
  battery_voltage_v: { min: 30, max: 42, digits: 2 },
  battery_current_a: { min: 0, max: 15, digits: 1 },
  motor_temperature_c: { min: 15, max: 45, digits: 1 },
  controller_temperature_c: { min: 15, max: 45, digits: 1 },
};

export const unitOf = (signal: LiveSignalName) => LiveSignalSpec[signal].unit;
