// A bridge whose connector is a candleLight adapter (the gs_usb model of packages/bike-sim, written
// from candleLight_fw) plugged into a simulated bike: the real gs_usb driver, protocol stack, routes
// and security checks, called as the portal calls them. Nothing is connected yet.
import { candleLightOn } from '@dealer/bike-sim';
import type { GsUsbBusHost, UsbDeviceModel, UsbLibraryModel } from '@dealer/bike-sim';
import type { FastifyInstance } from 'fastify';
import { GsUsbDriver } from '../adapters/gs-usb/gs-usb-driver.ts';
import { buildApp } from '../app.ts';
import { TrustedKeys } from '../security/trusted-keys.ts';
import type { NetworkTiming } from '../services/uds-network.ts';
import { caller } from './bafang-test-bridge.ts';
import type { BafangCall } from './bafang-test-bridge.ts';
import { credential, makeKeys } from './test-bridge.ts';
import type { TestKeys } from './test-bridge.ts';

export interface GsUsbTestBridge<Bike> {
  app: FastifyInstance;
  bike: Bike;
  library: UsbLibraryModel;
  /** The adapter as plugged in at the start (unplug it with `library.unplug(device)`). */
  device: UsbDeviceModel;
  driver: GsUsbDriver;
  keys: TestKeys;
  auth: { authorization: string; host: string };
  /** A signed-in call as the portal makes it: status and parsed body. */
  call: BafangCall;
  close(): Promise<void>;
}

export async function gsUsbTestBridge<Bike extends GsUsbBusHost & { close(): void }>(
  bike: Bike,
  options: { bitrate?: number; timing?: NetworkTiming } = {},
): Promise<GsUsbTestBridge<Bike>> {
  const keys = await makeKeys();
  const { library, device } = candleLightOn(bike);
  const driver = new GsUsbDriver({ bitrate: options.bitrate ?? 500_000, library });
  const app = await buildApp({
    driver,
    trustedKeys: new TrustedKeys({ jwks: { keys: [keys.session.jwk, keys.firmware.jwk] } }),
    allowedOrigins: [],
    ...(options.timing ? { timing: options.timing } : {}),
  });
  const auth = { authorization: `Bearer ${await credential(keys)}`, host: '127.0.0.1:3008' };
  return {
    app,
    bike,
    library,
    device,
    driver,
    keys,
    auth,
    call: caller(app, auth),
    async close() {
      await app.close();
      bike.close();
      bike.bus.close();
    },
  };
}
