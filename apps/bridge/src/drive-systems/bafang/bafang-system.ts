// A connected Bafang CAN system seen through the Bafang client: which devices answer, what each says
// about itself, and the values the bridge's calls map onto (docs/protocols/bafang-can.md). Settings
// are written only the way the community tools write them, each read first and read back after.
import {
  BafangCmd,
  BafangDevice,
  BafangDeviceNames,
  decodeBafangErrorCodes,
  decodeBafangText,
  decodeBatteryCapacity,
  decodeBatteryState,
  decodeCellVoltages,
  decodeControllerParameter1,
  decodeControllerRealtime0,
  decodeControllerRealtime1,
  decodeDisplayData1,
  decodeDisplayData2,
  decodeDisplayRealtime,
  decodeSensorRealtime,
  decodeSpeedParameters,
  encodeSpeedParameters,
  patchControllerParameter1,
} from '@dealer/contracts';
import type { BafangControllerParameter1, BafangDeviceName, BafangSpeedParameters } from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import { BafangRefusedError } from '../../protocol/bafang/bafang-client.ts';
import type { BafangClient } from '../../protocol/bafang/bafang-client.ts';

export interface BafangIdentity {
  device: BafangDeviceName;
  model: string;
  hardwareVersion: string;
  softwareVersion: string;
  serial: string;
  manufacturer: string | null;
}

/** A read a device may not support: a refusal is "not there", anything else is a failure. */
async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof BafangRefusedError) return null;
    throw e;
  }
}

export class BafangSystem {
  readonly identities = new Map<BafangDeviceName, BafangIdentity>();

  constructor(
    readonly client: BafangClient,
    /** The bus bitrate it was found at. */
    readonly bitrate: number,
  ) {}

  /** Devices that answer a hardware-version read (a read changes nothing on the bike). */
  async discover(): Promise<BafangDeviceName[]> {
    const found: BafangDeviceName[] = [];
    for (const d of BafangDeviceNames) {
      const hw = await this.client.read(BafangDevice[d], BafangCmd.hardwareVersion).catch(() => undefined);
      if (hw) found.push(d);
    }
    return found;
  }

  async readIdentity(device: BafangDeviceName): Promise<BafangIdentity> {
    const t = BafangDevice[device];
    const text = async (c: typeof BafangCmd.modelNumber) => decodeBafangText(await this.client.read(t, c));
    const id: BafangIdentity = {
      device,
      hardwareVersion: await text(BafangCmd.hardwareVersion),
      softwareVersion: await text(BafangCmd.softwareVersion),
      model: await text(BafangCmd.modelNumber),
      serial: await text(BafangCmd.serialNumber),
      manufacturer:
        device === 'driveUnit' || device === 'display'
          ? await optional(() => text(BafangCmd.manufacturer))
          : null,
    };
    this.identities.set(device, id);
    return id;
  }

  has(device: BafangDeviceName): boolean {
    return this.identities.has(device);
  }

  private need(device: BafangDeviceName, action: string): number {
    if (!this.has(device))
      throw new BridgeError(300202, `This bike has no Bafang ${device}`, { action, component: device });
    return BafangDevice[device];
  }

  async errorCodes(): Promise<number[]> {
    const t = this.need('display', 'Read error codes');
    return decodeBafangErrorCodes(await this.client.read(t, BafangCmd.errorCodes));
  }

  async displayData() {
    const t = this.need('display', 'Read display data');
    return {
      data1: decodeDisplayData1(await this.client.read(t, BafangCmd.displayData1)),
      data2: decodeDisplayData2(await this.client.read(t, BafangCmd.displayData2)),
    };
  }

  /** Real-time values: the newest broadcasts, or a read when none was heard lately. */
  async realtime() {
    const du = this.need('driveUnit', 'Read real-time data');
    const latest = async (source: number, c: typeof BafangCmd.controllerRealtime0) =>
      this.client.broadcast(source, c) ?? (await this.client.read(source, c));
    const sensor = this.client.broadcast(BafangDevice.torqueSensor, BafangCmd.sensorRealtime);
    const hmi = this.client.broadcast(BafangDevice.display, BafangCmd.displayRealtime);
    return {
      r0: decodeControllerRealtime0(await latest(du, BafangCmd.controllerRealtime0)),
      r1: decodeControllerRealtime1(await latest(du, BafangCmd.controllerRealtime1)),
      sensor: sensor ? decodeSensorRealtime(sensor) : null,
      display: hmi ? decodeDisplayRealtime(hmi) : null,
    };
  }

  async battery() {
    const t = this.need('battery', 'Read battery information');
    const cells: number[] = [];
    for (let sub = 0x02; sub <= 0x05; sub++) {
      const v = await optional(() => this.client.read(t, { code: 0x64, subCode: sub }));
      if (!v) break;
      cells.push(...decodeCellVoltages(v));
    }
    const latest = async (c: typeof BafangCmd.batteryCapacity) =>
      this.client.broadcast(t, c) ?? (await this.client.read(t, c));
    return {
      capacity: decodeBatteryCapacity(await latest(BafangCmd.batteryCapacity)),
      state: decodeBatteryState(await latest(BafangCmd.batteryState)),
      cellsV: cells,
    };
  }

  async speedParameters(): Promise<BafangSpeedParameters> {
    const t = this.need('driveUnit', 'Read speed parameters');
    return decodeSpeedParameters(await this.client.read(t, BafangCmd.speedParameters));
  }

  async parameter1(): Promise<{ raw: Uint8Array; value: BafangControllerParameter1 }> {
    const t = this.need('driveUnit', 'Read drive unit parameters');
    const raw = await this.client.read(t, BafangCmd.controllerParameter1);
    const value = decodeControllerParameter1(raw);
    if (!value) throw new BridgeError(300103, 'The drive unit parameter block failed its checksum');
    return { raw, value };
  }

  /** Snapshot, write, read back: the value after is returned; a mismatch is a write failure. */
  async writeSpeedParameters(change: Partial<BafangSpeedParameters>) {
    const t = this.need('driveUnit', 'Write speed parameters');
    const before = await this.speedParameters();
    const wanted = { ...before, ...change };
    await this.client.write(t, BafangCmd.speedParameters, encodeSpeedParameters(wanted));
    const after = await this.speedParameters();
    if (JSON.stringify(after) !== JSON.stringify(wanted))
      throw new BridgeError(300104, 'The drive unit kept another value than the one written');
    return { before, after };
  }

  async writeParameter1(change: Parameters<typeof patchControllerParameter1>[1]) {
    const t = this.need('driveUnit', 'Write drive unit parameters');
    const before = await this.parameter1();
    const block = patchControllerParameter1(before.raw, change);
    await this.client.write(t, BafangCmd.controllerParameter1, block);
    const after = await this.parameter1();
    if (Buffer.compare(Buffer.from(after.raw), Buffer.from(block)) !== 0)
      throw new BridgeError(300104, 'The drive unit kept another parameter block than the one written');
    return { before: before.value, after: after.value };
  }
}
