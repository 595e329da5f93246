// The gs_usb driver against the candleLight model of packages/bike-sim (written from candleLight_fw,
// behind the usb library's API): the set-up the kernel's driver makes, bit timing per bitrate, the
// real listen-only mode, echo-based flow control, error frames and an adapter pulled out mid-transfer.
import {
  BafangBike,
  CANDLELIGHT_VID,
  MemoryStateStore,
  SimulatedBike,
  VirtualCanBus,
  candleLightOn,
} from '@dealer/bike-sim';
import type { CanFrame as SimFrame, UsbDeviceModel, UsbLibraryModel } from '@dealer/bike-sim';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportClosedError } from '../../protocol/can-transport.ts';
import { GsUsbDriver } from './gs-usb-driver.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function udsBikeBehindAdapter(bitrate = 500_000) {
  const bike = new SimulatedBike({ bitrate, timeScale: 0, store: new MemoryStateStore() });
  const { library, device } = candleLightOn(bike);
  const driver = new GsUsbDriver({ bitrate, library });
  closers.push(
    () => (bike.close(), bike.bus.close()),
    () => driver.close(),
  );
  return { bike, library, device, driver };
}

/** What the bus itself carries (a listener on the bike's side of the cable). */
function busLog(bike: { attachTester(name?: string): { onFrame(l: (f: SimFrame) => void): () => void } }) {
  const frames: SimFrame[] = [];
  bike.attachTester('bus-log').onFrame((f) => frames.push(f));
  return frames;
}

const frame = (n: number) => ({ id: 0x7df, data: Uint8Array.of(0x02, 0x3e, 0x80, n, 0, 0, 0, 0) });

describe('gs_usb driver and the candleLight model', () => {
  it('sets the adapter up as the kernel does: host format, device config, BT_CONST, reset, bit timing, start', async () => {
    const { driver, device } = udsBikeBehindAdapter();
    expect(device.kernelDriverBound).toBe(true);
    await driver.open();
    expect(device.kernelDriverBound).toBe(false); // taken from the kernel's gs_usb driver
    expect(device.firmware.controlLog.map((s) => [s.bmRequestType, s.bRequest, s.wValue])).toEqual([
      [0x41, 0, 1], // HOST_FORMAT, per device
      [0xc1, 5, 1], // DEVICE_CONFIG, per device
      [0xc1, 4, 0], // BT_CONST of channel 0
      [0x41, 2, 0], // MODE reset
      [0x41, 1, 0], // BITTIMING
      [0x41, 2, 0], // MODE start
    ]);
    expect(device.firmware.channel.enabled).toBe(true);
    expect(device.firmware.channel.feature).toBe(0); // normal mode, no timestamps
    expect(driver.info()).toEqual({
      driver: 'gs_usb',
      path: `usb 001/005 (${CANDLELIGHT_VID.toString(16)}:606f)`,
      adapterVersion: '1.2',
      adapterSerial: '003A00245734570620393235',
    });
  });

  it.each([
    [250_000, { propSeg: 6, phaseSeg1: 7, phaseSeg2: 2, sjw: 1, brp: 12 }],
    [500_000, { propSeg: 6, phaseSeg1: 7, phaseSeg2: 2, sjw: 1, brp: 6 }],
    [1_000_000, { propSeg: 5, phaseSeg1: 6, phaseSeg2: 4, sjw: 2, brp: 3 }],
  ])('computes the bit timing for %i bit/s from BT_CONST (48 MHz bxCAN)', async (bitrate, timing) => {
    const { driver, device } = udsBikeBehindAdapter(bitrate);
    await driver.open();
    expect(device.firmware.channel.timing).toEqual(timing);
    expect(device.firmware.channel.bitrate).toBe(bitrate);
  });

  it('listens in the adapter listen-only mode and hears the broadcasting Bafang system without a frame sent', async () => {
    const bike = new BafangBike({ bitrate: 250_000 });
    const { library, device } = candleLightOn(bike);
    const driver = new GsUsbDriver({ bitrate: 500_000, library });
    closers.push(() => (bike.close(), bike.bus.close()));
    const started = vi.spyOn(device.firmware.channel, 'enable');
    const heard = await driver.listen(250_000, 300);
    expect(started.mock.calls).toEqual([[1]]); // MODE start with GS_CAN_MODE_LISTEN_ONLY
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.every((f) => f.ext)).toBe(true);
    expect(await driver.listen(500_000, 150)).toEqual([]); // the other bitrate: only errors
    expect(device.firmware.channel.stats.framesAtUnconfirmedBitrate).toBe(0);
    expect(device.firmware.channel.stats.framesOnBus).toBe(0);
    expect(driver.isOpen).toBe(false);
  });

  it('keeps at most 10 frames on their way, each confirmed by its echo, in order on the bus', async () => {
    const { bike, driver, device } = udsBikeBehindAdapter();
    const onBus = busLog(bike);
    const transport = await driver.open();
    const tx = device.interface(0).endpoint(0x02)!;
    const rx = device.interface(0).endpoint(0x81)!;
    let transferred = 0;
    let echoed = 0;
    let most = 0;
    const transfer = tx.transfer.bind(tx) as (...a: unknown[]) => unknown;
    (tx as { transfer: (...a: unknown[]) => unknown }).transfer = (...args) => {
      most = Math.max(most, ++transferred - echoed);
      return transfer(...args);
    };
    // Counted before the driver sees the echo (and sends the next frame in its place).
    rx.prependListener('data', (d: Buffer) => (echoed += d.readUInt32LE(0) !== 0xffff_ffff ? 1 : 0));
    await Promise.all(Array.from({ length: 40 }, (_, n) => transport.send(frame(n))));
    expect(transferred).toBe(40);
    expect(echoed).toBe(40);
    expect(most).toBeLessThanOrEqual(10);
    expect(most).toBeGreaterThan(3); // more than the three mailboxes: the echo ids pipeline
    expect(onBus.filter((f) => f.id === 0x7df).map((f) => f.data[3])).toEqual(
      Array.from({ length: 40 }, (_, n) => n),
    );
  });

  it('never has more than 10 unconfirmed frames when nobody acknowledges; the rest fail with 300013', async () => {
    // The adapter alone on its bus: every frame it sends goes unacknowledged.
    const bus = new VirtualCanBus({ timeScale: 0 });
    const { library, device } = candleLightOn({
      bus,
      attachTester: (name) => bus.attach(name ?? 'tester', 'tester'),
    });
    const driver = new GsUsbDriver({ library, echoTimeoutMs: 300 });
    closers.push(
      () => bus.close(),
      () => driver.close(),
    );
    const transport = await driver.open();
    const tx = device.interface(0).endpoint(0x02)!;
    let transferred = 0;
    const transfer = tx.transfer.bind(tx) as (...a: unknown[]) => unknown;
    (tx as { transfer: (...a: unknown[]) => unknown }).transfer = (...args) => (
      transferred++,
      transfer(...args)
    );
    const results = await Promise.allSettled(Array.from({ length: 25 }, (_, n) => transport.send(frame(n))));
    // The firmware echoes a frame when its controller takes it (candleLight_fw README, "Limitations"):
    // three sit in the mailboxes retrying and free their ids; seven more wait in the adapter unechoed.
    expect(transferred).toBe(13);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').map((r) => r.reason.code)).toEqual(
      Array(22).fill(300013),
    );
    expect(await driver.busDown()).toBe(true); // unacknowledged: the controller is error passive
  });

  it('goes bus-off at a bitrate the bus does not run at, and the firmware restarts the controller', async () => {
    const { bike, library } = udsBikeBehindAdapter();
    const driver = new GsUsbDriver({ bitrate: 1_000_000, library });
    closers.push(() => driver.close());
    const device = library.getDeviceList()[0]!;
    const transport = await driver.open();
    const errorClasses: number[] = [];
    device
      .interface(0)
      .endpoint(0x81)!
      .prependListener('data', (d: Buffer) => {
        if (d.readUInt32LE(4) & 0x2000_0000) errorClasses.push(d.readUInt32LE(4) & 0x1fff_ffff);
      });
    await transport.send(frame(1)); // echoed: the controller took it
    await expect.poll(() => errorClasses.includes(0x100), { timeout: 5000 }).toBe(true); // RESTARTED
    expect(errorClasses).toContain(0x40); // BUSOFF before it, after 32 bit errors
    expect(device.firmware.channel.stats.framesAtUnconfirmedBitrate).toBe(32);
    expect(bike.bus.stats.frames).toBe(0);
  });

  it('reports an adapter pulled out mid-transfer as lost, fails what was on its way, and finds it again', async () => {
    const { bike, library, device, driver } = udsBikeBehindAdapter();
    const transport = await driver.open();
    let lost = 0;
    driver.onLost(() => lost++);
    const sending = Promise.allSettled(Array.from({ length: 30 }, (_, n) => transport.send(frame(n))));
    library.unplug(device);
    const results = await sending;
    expect(lost).toBe(1);
    expect(driver.isOpen).toBe(false);
    expect(results.some((r) => r.status === 'rejected' && r.reason instanceof TransportClosedError)).toBe(
      true,
    );
    await expect(transport.send(frame(99))).rejects.toBeInstanceOf(TransportClosedError);
    await expect(driver.open()).rejects.toMatchObject({ code: 300001 });

    library.plug(new (device.constructor as typeof UsbDeviceModel)(bike, { deviceAddress: 6 }));
    const again = await driver.open();
    await again.send(frame(100));
    expect(driver.info().path).toBe('usb 001/006 (1d50:606f)');
  });
});

describe('the library reporting the adapter gone', () => {
  it('ends the channel on its detach event even before a transfer fails', async () => {
    const { library, device, driver } = udsBikeBehindAdapter();
    await driver.open();
    let lost = 0;
    driver.onLost(() => lost++);
    library.usb.emit('detach', { ...device, busNumber: 1, deviceAddress: 77 }); // another device
    expect(driver.isOpen).toBe(true);
    library.usb.emit('detach', device);
    expect(driver.isOpen).toBe(false);
    expect(lost).toBe(1);
  });
});

describe('finding the adapter', () => {
  function twoAdapters(): { library: UsbLibraryModel } {
    const bike = new SimulatedBike({ timeScale: 0, store: new MemoryStateStore() });
    const { library } = candleLightOn(bike);
    library.plug(
      new (library.getDeviceList()[0]!.constructor as typeof UsbDeviceModel)(bike, { deviceAddress: 9 }),
    );
    closers.push(() => (bike.close(), bike.bus.close()));
    return { library };
  }

  it('answers 300001 when no gs_usb adapter is plugged in', async () => {
    const bike = new SimulatedBike({ timeScale: 0, store: new MemoryStateStore() });
    closers.push(() => (bike.close(), bike.bus.close()));
    const { library, device } = candleLightOn(bike);
    library.unplug(device);
    await expect(new GsUsbDriver({ library }).open()).rejects.toMatchObject({
      code: 300001,
      message: expect.stringContaining('1d50:606f'),
    });
  });

  it('refuses to pick one of two adapters (300008 naming both) unless BRIDGE_USB_DEVICE says which', async () => {
    const { library } = twoAdapters();
    await expect(new GsUsbDriver({ library }).open()).rejects.toMatchObject({
      code: 300008,
      message: expect.stringMatching(/001\/005.*001\/009.*BRIDGE_USB_DEVICE/),
    });
    const driver = new GsUsbDriver({ library, device: { busNumber: 1, deviceAddress: 9 } });
    closers.push(() => driver.close());
    await driver.open();
    expect(driver.info().path).toBe('usb 001/009 (1d50:606f)');
    await expect(
      new GsUsbDriver({ library, device: { vendorId: 0x1209, productId: 0x2323 } }).open(),
    ).rejects.toMatchObject({
      code: 300001,
    });
  });
});
