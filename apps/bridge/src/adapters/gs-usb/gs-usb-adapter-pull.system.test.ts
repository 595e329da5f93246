// The adapter pulled out of the computer in the middle of a firmware update, once behind the serial
// driver (the SLCAN simulator on a pseudo-terminal, whose device path goes away) and once behind the
// gs_usb driver (the candleLight model unplugged): the portal must get the same answer and the same
// rescue path from both — the update's error code and reason, the status the bridge reports, and
// after plugging it back in a reconnect that finds the controller in its bootloader and a rescue that
// brings it to the new version — behind every slcan adapter kind alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MemoryStateStore,
  SimulatedBike,
  SlcanAdapterKinds,
  UsbDeviceModel,
  bootModeOf,
  exposeOnPty,
  runningVersion,
} from '@dealer/bike-sim';
import type { PtyDevice, SlcanAdapterKind } from '@dealer/bike-sim';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { SerialDriver } from '../../drivers/serial-driver.ts';
import { TrustedKeys } from '../../security/trusted-keys.ts';
import { gsUsbTestBridge } from '../../test-support/gs-usb-test-bridge.ts';
import { credential, makeImage, makeKeys, signedFirmware } from '../../test-support/test-bridge.ts';
import type { TestKeys } from '../../test-support/test-bridge.ts';

/** Frames the adapter puts on the bus before it is pulled: well inside the 24 kB transfer. */
const PULL_AFTER_FRAMES = 900;

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

interface Rig {
  app: FastifyInstance;
  bike: SimulatedBike;
  keys: TestKeys;
  auth: Record<string, string>;
  pull(): Promise<void>;
  plugBackIn(): Promise<void>;
}

const newBike = () =>
  new SimulatedBike({
    scenario: 'firmware_update_available',
    store: new MemoryStateStore(),
    timing: { programmingEntryMs: 1, eraseMs: 5, verifyMs: 5, resetMs: 5 },
  });

async function serialRig(kind: SlcanAdapterKind = 'lawicel'): Promise<Rig> {
  const bike = newBike();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adapter-pull-'));
  const devicePath = path.join(dir, 'slcan0');
  let pty: PtyDevice = await exposeOnPty(bike, { path: devicePath, kind });
  const keys = await makeKeys();
  const app = await buildApp({
    driver: new SerialDriver({ path: devicePath }),
    trustedKeys: new TrustedKeys({ jwks: { keys: [keys.session.jwk, keys.firmware.jwk] } }),
    allowedOrigins: [],
    timing: { keepAliveMs: 0 },
  });
  closers.push(async () => {
    await app.close();
    await pty.close();
    bike.close();
    bike.bus.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const auth = { host: 'localhost', authorization: `Bearer ${await credential(keys)}` };
  return {
    app,
    bike,
    keys,
    auth,
    pull: () => pty.close(),
    plugBackIn: async () => void (pty = await exposeOnPty(bike, { path: devicePath, kind })),
  };
}

async function gsUsbRig(): Promise<Rig> {
  const t = await gsUsbTestBridge(newBike(), { timing: { keepAliveMs: 0 } });
  closers.push(() => t.close());
  return {
    ...t,
    pull: async () => t.library.unplug(t.device),
    plugBackIn: async () => void t.library.plug(new UsbDeviceModel(t.bike, { deviceAddress: 6 })),
  };
}

/** Everything the portal sees of the pulled update and of the way back. */
async function pullDuringUpdate(rig: Rig) {
  const { app, bike, keys, auth } = rig;
  const call = async (method: 'PUT' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  expect((await call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
  const c = bike.component('controller')!;
  const update = (rescue: boolean) =>
    call('PUT', '/v2/firmware/controller', {
      ...signedFirmware(keys, makeImage(24_000, 7), {
        part_spec_code: c.partSpecCode,
        version: '5.3.2',
        hardware_versions: [c.hardwareVersion],
      }),
      rescue,
    });
  let frames = 0;
  const untap = bike.bus.onTransmit((_f, from) => {
    if (from.segment === 'tester' && ++frames === PULL_AFTER_FRAMES) void rig.pull();
  });
  const failed = await update(false);
  untap();
  const status = app.bridge.connection.status.snapshot;
  await rig.plugBackIn();
  const reconnect = await call('POST', '/v2/connection', { connection_type: 'cable' });
  const inBootloader = app.bridge.connection.identity('controller')?.bootMode === 'bootloader';
  const rescue = await update(true);
  return {
    update: { status: failed.status, code: failed.body.code, reason: failed.body.reason },
    bridge: { connection: status.connection, connector: status.connector, reason: status.disconnect_reason },
    reconnect: reconnect.status,
    inBootloader,
    rescue: rescue.status,
    after: { mode: bootModeOf(c), version: runningVersion(c) },
  };
}

/** What the portal sees behind every adapter kind: the connector gone, then the bootloader rescue. */
const PULLED_AND_RESCUED = {
  update: { status: 504, code: 300010 },
  bridge: { connection: 'DISCONNECTED', connector: 'DISCONNECTED', reason: 'connector_lost' },
  reconnect: 200,
  inBootloader: true,
  rescue: 200,
  after: { mode: 'app', version: '5.3.2' },
};

describe('adapter pulled out mid firmware update', () => {
  // The stock CANable (canable, canable2) answers nothing: its pull is seen only by the port itself,
  // never by a missing answer, and must still read as the connector lost, not as a silent bike.
  it.each(SlcanAdapterKinds)(
    'behind the %s slcan adapter: connector lost, then the rescue',
    async (kind) => {
      expect(await pullDuringUpdate(await serialRig(kind))).toMatchObject(PULLED_AND_RESCUED);
    },
    60_000,
  );

  it('behind the gs_usb driver gives the portal what the serial driver gives it, and the same rescue', async () => {
    const serial = await pullDuringUpdate(await serialRig());
    const gsUsb = await pullDuringUpdate(await gsUsbRig());
    expect(serial).toMatchObject(PULLED_AND_RESCUED);
    expect(gsUsb).toEqual(serial);
  }, 120_000);
});
