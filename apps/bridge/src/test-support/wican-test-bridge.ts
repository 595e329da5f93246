// A bridge whose connector is the WiCAN emulator (packages/bike-sim/src/slcan/wican-device.ts) in
// front of a simulated bike, reached as a Wi-Fi adapter (served on a real TCP port) or as a Bluetooth
// LE adapter (the GATT peer model at the BLE library's boundary, at a given MTU): the real link, slcan
// driver, protocol stack, routes and security checks, called as the portal calls them.
import { WicanGattPeer, serveSlcanOverTcp } from '@dealer/bike-sim';
import type { LinkThrottle, SlcanControllerStats, SlcanHost, SlcanTcpServer } from '@dealer/bike-sim';
import { bleLink } from '../adapters/byte-stream/ble-stream.ts';
import type { SlcanLink } from '../adapters/byte-stream/byte-stream.ts';
import type { FastifyInstance } from 'fastify';
import { tcpLink } from '../adapters/byte-stream/tcp-stream.ts';
import { buildApp } from '../app.ts';
import { SlcanDriver } from '../drivers/slcan-driver.ts';
import { TrustedKeys } from '../security/trusted-keys.ts';
import { caller } from './bafang-test-bridge.ts';
import type { BafangCall } from './bafang-test-bridge.ts';
import { credential, makeKeys } from './test-bridge.ts';

export interface WicanTestBridge<Bike> {
  app: FastifyInstance;
  bike: Bike;
  /** The TCP adapter (undefined over BLE). */
  adapter: SlcanTcpServer | undefined;
  /** The GATT peer model (undefined over TCP). */
  gatt: WicanGattPeer | undefined;
  /** The emulated adapter's CAN counters, either way. */
  canStats(): SlcanControllerStats;
  keys: Awaited<ReturnType<typeof makeKeys>>;
  /** A signed-in call as the portal makes it: status and parsed body. */
  call: BafangCall;
  close(): Promise<void>;
}

export async function wicanTestBridge<Bike extends SlcanHost & { close(): void }>(
  bike: Bike,
  /** bleMtu: over the GATT model; throttle: a slow or lossy Wi-Fi link in front of the TCP adapter. */
  options: { bleMtu?: number; throttle?: LinkThrottle } = {},
): Promise<WicanTestBridge<Bike>> {
  const keys = await makeKeys();
  const gatt = options.bleMtu ? new WicanGattPeer(bike, { mtu: options.bleMtu }) : undefined;
  const adapter = gatt
    ? undefined
    : await serveSlcanOverTcp(bike, {
        kind: 'wican',
        ...(options.throttle ? { throttle: options.throttle } : {}),
      });
  const link: SlcanLink = gatt
    ? bleLink(async () => gatt, gatt.peripheral.id)
    : tcpLink({ host: adapter!.host, port: adapter!.port });
  const driver = new SlcanDriver({ link });
  const app = await buildApp({
    driver,
    trustedKeys: new TrustedKeys({ jwks: { keys: [keys.session.jwk, keys.firmware.jwk] } }),
    allowedOrigins: [],
    timing: { keepAliveMs: 0 },
  });
  const auth = { authorization: `Bearer ${await credential(keys)}`, host: '127.0.0.1:3008' };
  return {
    app,
    bike,
    adapter,
    gatt,
    canStats: () =>
      adapter?.stats() ??
      gatt?.canStats ?? { framesOnBus: 0, framesAtUnconfirmedBitrate: 0, framesDropped: 0 },
    keys,
    call: caller(app, auth),
    async close() {
      await app.close();
      await adapter?.close();
      gatt?.peripheral.drop();
      bike.close();
      bike.bus.close();
    },
  };
}
