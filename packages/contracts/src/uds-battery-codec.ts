// Binary layout of the battery's data identifiers: its fixed information (capacity, cells,
// manufacture date) and its live state (charge, health, temperature, voltage, current).
import { ByteReader, ByteWriter } from './uds-byte-record.ts';

export interface BatteryInformation {
  designCapacityWh: number;
  nominalVoltageV: number;
  capacityMah: number;
  cellsSeries: number;
  cellsParallel: number;
  manufactureDate: string;
}
export const BatteryInformationCodec = {
  encode: (i: BatteryInformation) => {
    const [y, m, d] = i.manufactureDate.split('-').map(Number);
    return new ByteWriter()
      .u16(i.designCapacityWh)
      .u16(Math.round(i.nominalVoltageV * 10))
      .u16(i.capacityMah)
      .u8(i.cellsSeries)
      .u8(i.cellsParallel)
      .u16(y ?? 2000)
      .u8(m ?? 1)
      .u8(d ?? 1)
      .done();
  },
  decode: (b: Uint8Array): BatteryInformation => {
    const r = new ByteReader(b, 12);
    const info = {
      designCapacityWh: r.u16(),
      nominalVoltageV: r.u16() / 10,
      capacityMah: r.u16(),
      cellsSeries: r.u8(),
      cellsParallel: r.u8(),
    };
    const date = `${r.u16()}-${String(r.u8()).padStart(2, '0')}-${String(r.u8()).padStart(2, '0')}`;
    return { ...info, manufactureDate: date };
  },
};

export interface BatteryState {
  chargePercent: number;
  healthPercent: number;
  cycleCount: number;
  temperatureC: number;
  voltageV: number;
  currentA: number;
  charging: boolean;
}
export const BatteryStateCodec = {
  encode: (s: BatteryState) =>
    new ByteWriter()
      .u8(s.chargePercent)
      .u8(s.healthPercent)
      .u16(s.cycleCount)
      .i16(Math.round(s.temperatureC * 10))
      .u16(Math.round(s.voltageV * 1000))
      .i16(Math.round(s.currentA * 1000))
      .u8(s.charging ? 1 : 0)
      .done(),
  decode: (b: Uint8Array): BatteryState => {
    const r = new ByteReader(b, 11);
    return {
      chargePercent: r.u8(),
      healthPercent: r.u8(),
      cycleCount: r.u16(),
      temperatureC: r.i16() / 10,
      voltageV: r.u16() / 1000,
      currentA: r.i16() / 1000,
      charging: r.u8() === 1,
    };
  },
};
