// A bridge connected to an in-process simulated Bafang CAN bike, for tests: the real Bafang driver,
// bus and security checks; the connector starts at 500 kbit/s and detection finds the bike's 250.
import { BafangBike } from '@dealer/bike-sim';
import type { BafangScenarioName } from '@dealer/bike-sim';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { SimDriver } from '../drivers/sim-driver.ts';
import { TrustedKeys } from '../security/trusted-keys.ts';
import { credential, makeKeys } from './test-bridge.ts';

/** A signed-in bridge call, as the portal makes it: status and parsed body. */
export function caller(app: FastifyInstance, headers: Record<string, string>) {
  return async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
}
export type BafangCall = ReturnType<typeof caller>;

export interface BafangTestBridge {
  app: FastifyInstance;
  bike: BafangBike;
  call: BafangCall;
  /** The signed-in headers `call` sends. */
  headers: Record<string, string>;
  close(): Promise<void>;
}

/** The bridge and its bike, not yet connected: `POST /v2/connection` is the test's first call. */
export async function bafangTestBridge(scenario: BafangScenarioName): Promise<BafangTestBridge> {
  const keys = await makeKeys();
  const bike = new BafangBike({ scenario });
  const app = await buildApp({
    driver: new SimDriver(bike, 500_000),
    bafangBike: bike,
    trustedKeys: new TrustedKeys({ jwks: { keys: [keys.session.jwk] } }),
    allowedOrigins: ['http://localhost:8080'],
    timing: { keepAliveMs: 0 },
  });
  const headers = { authorization: `Bearer ${await credential(keys)}`, host: '127.0.0.1:3008' };
  return {
    app,
    bike,
    call: caller(app, headers),
    headers,
    close: async () => {
      await app.close();
      bike.close();
      bike.bus.close();
    },
  };
}
