// The sensors a sensor diagnosis checks and the units they read in.
import type { QuantityUnit } from '@dealer/contracts';

export const Sensors = ['speed', 'torque', 'cadence'] as const;
export type Sensor = (typeof Sensors)[number];

const UNIT: Record<Sensor, QuantityUnit> = { speed: 'km/h', torque: 'Nm', cadence: 'rpm' };
export const sensorUnit = (s: Sensor) => UNIT[s];
