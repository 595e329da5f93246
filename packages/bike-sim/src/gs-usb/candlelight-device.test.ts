// The candleLight model against candleLight_fw's own behaviour, driven with raw USB transfers as a
// host would make them (requests and frames built here from include/gs_usb.h, not from the bridge).
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedBike } from '../bike/simulated-bike.ts';
import type { CanFrame } from '../can/can-frame.ts';
import { MemoryStateStore } from '../persistence/state-store.ts';
import { type LibUsbException } from './libusb-errors.ts';
import { candleLightOn } from './usb-device-model.ts';
import type { UsbDeviceModel } from './usb-device-model.ts';
import type { InEndpointModel, OutEndpointModel } from './usb-endpoints-model.ts';

const OUT = 0x41; // USB_DIR_OUT | USB_TYPE_VENDOR | USB_RECIP_INTERFACE
const IN = 0xc1;
const u32 = (...v: number[]) => {
  const b = Buffer.alloc(v.length * 4);
  v.forEach((x, i) => b.writeUInt32LE(x >>> 0, i * 4));
  return b;
};
/** struct gs_host_frame, classic: echo_id, can_id, can_dlc, channel, flags, reserved, data[8]. */
const hostFrame = (echoId: number, id: number, n: number) =>
  Buffer.concat([u32(echoId, id), Buffer.from([8, 0, 0, 0]), Buffer.from([n, 1, 2, 3, 4, 5, 6, 7])]);
const TIMING_500K = u32(6, 7, 2, 1, 6); // prop, phase1, phase2, sjw, brp at 48 MHz

const closers: (() => void)[] = [];
afterEach(() => {
  for (const c of closers.splice(0)) c();
});

function adapter(bitrate = 500_000) {
  const bike = new SimulatedBike({ bitrate, timeScale: 0, store: new MemoryStateStore() });
  const { library, device } = candleLightOn(bike, { kernelDriverBound: false });
  closers.push(() => (device.firmware.powerOff(), bike.close(), bike.bus.close()));
  device.open();
  device.interface(0).claim();
  const onBus: CanFrame[] = [];
  bike.attachTester('observer').onFrame((f) => onBus.push(f));
  const toHost: Buffer[] = [];
  const rx = device.interface(0).endpoint(0x81) as InEndpointModel;
  rx.on('data', (d: Buffer) => toHost.push(d));
  rx.startPoll(4, 32);
  return { bike, library, device, onBus, toHost, tx: device.interface(0).endpoint(0x02) as OutEndpointModel };
}

function control(
  device: UsbDeviceModel,
  type: number,
  request: number,
  value: number,
  data: Buffer | number,
) {
  return new Promise<Buffer | number | undefined>((resolve, reject) =>
    device.controlTransfer(type, request, value, 0, data, (e, r) => (e ? reject(e) : resolve(r))),
  );
}
const send = (tx: OutEndpointModel, frame: Buffer) =>
  new Promise<void>((resolve, reject) => tx.transfer(frame, (e) => (e ? reject(e) : resolve())));
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('candleLight model (candleLight_fw behaviour)', () => {
  it('answers DEVICE_CONFIG and BT_CONST as the firmware defines them for the 48 MHz bxCAN', async () => {
    const { device } = adapter();
    const config = (await control(device, IN, 5, 1, 12)) as Buffer;
    expect([config[3], config.readUInt32LE(4), config.readUInt32LE(8)]).toEqual([0, 2, 1]);
    const bt = (await control(device, IN, 4, 0, 40)) as Buffer;
    const values = Array.from({ length: 10 }, (_, i) => bt.readUInt32LE(i * 4));
    expect(values.slice(1)).toEqual([48_000_000, 1, 16, 1, 8, 4, 1, 1024, 1]);
    const features = values[0]!;
    for (const bit of [0, 1, 3, 4, 12, 13]) expect(features & (1 << bit)).not.toBe(0); // listen-only … get-state
    expect(features & (1 << 16)).toBe(0); // built without CONFIG_CAN_FILTER
  });

  it.each([
    ['BERR', OUT, 3, 0, u32(0)],
    ['GET_USER_ID', IN, 8, 0, 4],
    ['DATA_BITTIMING (no CAN-FD)', OUT, 10, 0, TIMING_500K],
    ['SET_TERMINATION (none on this board)', OUT, 12, 0, u32(1)],
    ['SET_FILTER (built without filters)', OUT, 15, 0, Buffer.alloc(132)],
    ['BITTIMING for channel 1', OUT, 1, 1, TIMING_500K],
    ['BITTIMING shorter than its struct', OUT, 1, 0, TIMING_500K.subarray(0, 16)],
    ['BT_CONST sent host to device', OUT, 4, 0, Buffer.alloc(40)],
  ])('stalls %s in the setup stage', async (_name, type, request, value, data) => {
    const { device } = adapter();
    await expect(control(device, type, request, value, data)).rejects.toMatchObject({ errno: 4 });
  });

  it('acknowledges a bit timing outside BT_CONST but does not apply it (EP0_RxReady result is ignored)', async () => {
    const { device } = adapter();
    await control(device, OUT, 1, 0, TIMING_500K);
    await control(device, OUT, 1, 0, u32(9, 8, 2, 1, 6)); // tseg1 17 > 16
    await control(device, OUT, 1, 0, u32(6, 7, 2, 1, 0)); // brp 0
    expect(device.firmware.channel.bitrate).toBe(500_000);
  });

  it('puts nothing on the bus before MODE start; frames beyond the three mailboxes go out after it', async () => {
    const { device, onBus, toHost, tx } = adapter();
    await control(device, OUT, 1, 0, TIMING_500K);
    for (let n = 0; n < 5; n++) await send(tx, hostFrame(n, 0x7df, n));
    await settle();
    expect(onBus).toEqual([]);
    // Echoed when written into a mailbox of the stopped controller, then lost at the reset of start.
    expect(toHost.map((f) => f.readUInt32LE(0))).toEqual([0, 1, 2]);
    await control(device, OUT, 2, 0, u32(1, 0));
    await settle();
    expect(onBus.map((f) => f.data[0])).toEqual([3, 4]);
  });

  it('sends the frames in the order they were loaded, whenever each became ready (TXFP)', async () => {
    const { device, onBus } = adapter();
    await control(device, OUT, 1, 0, TIMING_500K);
    await control(device, OUT, 2, 0, u32(1, 0));
    const now = performance.now();
    device.firmware.channel.load({ id: 0x100, data: Uint8Array.of(1) }, now);
    device.firmware.channel.load({ id: 0x100, data: Uint8Array.of(2) }, now - 50);
    await settle();
    expect(onBus.map((f) => f.data[0])).toEqual([1, 2]);
  });

  it('in listen-only mode passes the bus to the host and never drives it', async () => {
    const { bike, device, onBus, toHost, tx } = adapter();
    await control(device, OUT, 1, 0, TIMING_500K);
    await control(device, OUT, 2, 0, u32(1, 1)); // start, GS_CAN_MODE_LISTEN_ONLY
    await send(tx, hostFrame(0, 0x7df, 9));
    bike
      .attachTester('other')
      .send({ id: 0x123, data: Uint8Array.of(1, 2) })
      .catch(() => undefined);
    await settle();
    expect(onBus.filter((f) => f.id === 0x7df)).toEqual([]);
    const received = toHost.filter((f) => f.readUInt32LE(0) === 0xffff_ffff);
    expect(received.map((f) => [f.readUInt32LE(4), f[8], f[12], f[13]])).toEqual([[0x123, 2, 1, 2]]);
    expect(received[0]).toHaveLength(20);
  });

  it('counts frames put on the wire at another bitrate, reports error states and bus-off, then restarts', async () => {
    const { device, onBus, toHost, tx } = adapter(500_000);
    await control(device, OUT, 1, 0, u32(6, 7, 2, 1, 12)); // 250 kbit/s on a 500 kbit/s bus
    await control(device, OUT, 2, 0, u32(1, 0));
    await send(tx, hostFrame(0, 0x7df, 1));
    await expect
      .poll(() => toHost.some((f) => f.readUInt32LE(4) === (0x2000_0000 | 0x100)), { timeout: 2000 })
      .toBe(true);
    const errors = toHost.filter((f) => f.readUInt32LE(0) === 0xffff_ffff).map((f) => f.readUInt32LE(4));
    expect(errors.every((id) => id & 0x2000_0000)).toBe(true); // CAN_ERR_FLAG
    expect(errors.some((id) => id & 0x04)).toBe(true); // CAN_ERR_CRTL: warning, passive
    expect(errors).toContain(0x2000_0040); // CAN_ERR_BUSOFF
    expect(device.firmware.channel.stats.framesAtUnconfirmedBitrate).toBe(32);
    expect(onBus).toEqual([]);
  });

  it('unplugged: pending transfers end with NO_DEVICE, new ones fail at once, the library emits detach', async () => {
    const { library, device, tx } = adapter();
    const detached: unknown[] = [];
    library.usb.on('detach', (d) => detached.push(d));
    const rx = device.interface(0).endpoint(0x81) as InEndpointModel;
    const pollError = new Promise<LibUsbException>((resolve) => rx.once('error', resolve));
    library.unplug(device);
    expect((await pollError).errno).toBe(5); // LIBUSB_TRANSFER_NO_DEVICE
    await expect(send(tx, hostFrame(0, 1, 1))).rejects.toMatchObject({ errno: -4 });
    await expect(control(device, IN, 5, 1, 12)).rejects.toMatchObject({ errno: -4 });
    expect(detached).toEqual([device]);
    expect(library.getDeviceList()).toEqual([]);
  });

  it('cannot be claimed while the kernel gs_usb driver holds it (LIBUSB_ERROR_BUSY) until detached', () => {
    const bike = new SimulatedBike({ timeScale: 0, store: new MemoryStateStore() });
    closers.push(() => (bike.close(), bike.bus.close()));
    const { device } = candleLightOn(bike);
    device.open();
    expect(device.interface(0).isKernelDriverActive()).toBe(true);
    expect(() => device.interface(0).claim()).toThrow(expect.objectContaining({ errno: -6 }));
    device.interface(0).detachKernelDriver();
    device.interface(0).claim();
    expect(device.interface(0).claimed).toBe(true);
  });
});
