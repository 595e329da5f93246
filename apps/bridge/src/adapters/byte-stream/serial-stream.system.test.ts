// Opening a serial device that another open still holds (a close still under way, ModemManager probing
// a new ttyACM): the bridge waits a moment for the lock instead of failing at once, and when the
// device stays locked it says so with the operating system's own words.
import { BafangBike, exposeOnPty } from '@dealer/bike-sim';
import type { PtyDevice } from '@dealer/bike-sim';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SerialPort } from 'serialport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serialLink } from './serial-stream.ts';

let bike: BafangBike;
let pty: PtyDevice;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serial-lock-'));
const devicePath = path.join(dir, 'slcan0');

const holdDevice = () =>
  new Promise<SerialPort>((resolve, reject) => {
    const port = new SerialPort({ path: devicePath, baudRate: 115_200, autoOpen: false });
    port.open((e) => (e ? reject(e) : resolve(port)));
  });
const release = (port: SerialPort) => new Promise<void>((resolve) => port.close(() => resolve()));

beforeAll(async () => {
  bike = new BafangBike({ scenario: 'bafang_healthy' });
  pty = await exposeOnPty(bike, { path: devicePath });
}, 60_000);
afterAll(async () => {
  await pty.close();
  bike.close();
  bike.bus.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('opening a serial device held by another open', () => {
  it('waits for the holder to let go, then opens it', async () => {
    const holder = await holdDevice();
    const opening = serialLink(devicePath).open();
    setTimeout(() => void release(holder), 300);
    const stream = await opening;
    expect(stream.isOpen).toBe(true);
    await stream.close();
  });

  it('answers 300002 with the reason when the device stays locked', async () => {
    const holder = await holdDevice();
    try {
      await expect(serialLink(devicePath).open()).rejects.toMatchObject({
        code: 300002,
        message: expect.stringMatching(/^Open serial port failed: .*lock/i),
      });
    } finally {
      await release(holder);
    }
  });

  it('answers 300001 at once when there is no device at the path', async () => {
    await expect(serialLink(path.join(dir, 'absent')).open()).rejects.toMatchObject({ code: 300001 });
  });
});
