// A bridge whose connector is an slcan adapter emulator (packages/bike-sim/src/slcan: Lawicel, stock
// CANable 1.0/2.0, CANable 2.5) on a real pty in front of a simulated bike: the real serial driver,
// protocol stack, routes and security checks, called as the portal calls them. Not yet connected.
import { exposeOnPty } from '@dealer/bike-sim';
import type { PtyDevice, SlcanAdapterKind, SlcanHost } from '@dealer/bike-sim';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { SerialDriver } from '../drivers/serial-driver.ts';
import { TrustedKeys } from '../security/trusted-keys.ts';
import { caller } from './bafang-test-bridge.ts';
import type { BafangCall } from './bafang-test-bridge.ts';
import { credential, makeKeys } from './test-bridge.ts';

export interface SlcanTestBridge<Bike> {
  app: FastifyInstance;
  bike: Bike;
  pty: PtyDevice;
  driver: SerialDriver;
  /** A signed-in call as the portal makes it: status and parsed body. */
  call: BafangCall;
  close(): Promise<void>;
}

export async function slcanTestBridge<Bike extends SlcanHost & { close(): void }>(
  kind: SlcanAdapterKind,
  bike: Bike,
  options: { bitrate?: number; keepAliveMs?: number } = {},
): Promise<SlcanTestBridge<Bike>> {
  const keys = await makeKeys();
  const pty = await exposeOnPty(bike, { kind });
  const driver = new SerialDriver({ path: pty.path, bitrate: options.bitrate ?? 500_000 });
  const app = await buildApp({
    driver,
    trustedKeys: new TrustedKeys({ jwks: { keys: [keys.session.jwk, keys.firmware.jwk] } }),
    allowedOrigins: [],
    timing: { keepAliveMs: options.keepAliveMs ?? 0 },
  });
  const auth = { authorization: `Bearer ${await credential(keys)}`, host: '127.0.0.1:3008' };
  return {
    app,
    bike,
    pty,
    driver,
    call: caller(app, auth),
    async close() {
      await app.close();
      await pty.close();
      bike.close();
      bike.bus.close();
    },
  };
}
