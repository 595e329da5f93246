// A bridge on an in-process simulated bike with its own Ed25519 keys, for tests. Nothing here is a
// mock: the bike, bus, protocol stack and security checks are the real ones, only faster (time scale 0).
import { createHash, KeyObject, sign } from 'node:crypto';
import { MemoryStateStore, SimulatedBike } from '@dealer/bike-sim';
import { canonicalManifest } from '@dealer/contracts';
import type { FirmwareManifest, ScenarioName, UdsNodeName } from '@dealer/contracts';
import type { FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import type { AdapterSources } from '../adapters/adapter-discovery.ts';
import { poweredOn } from '../adapters/byte-stream/ble-central.ts';
import type { BleCentral } from '../adapters/byte-stream/ble-central.ts';
import { buildApp } from '../app.ts';
import { SimDriver } from '../drivers/sim-driver.ts';
import type { Driver } from '../drivers/driver.ts';
import type { FirmwareTrust } from '../security/firmware-trust.ts';
import { TrustedKeys } from '../security/trusted-keys.ts';
import type { NetworkTiming } from '../services/uds-network.ts';

export interface TestKeys {
  session: { privateKey: CryptoKey; jwk: JWK };
  firmware: { privateKey: CryptoKey; jwk: JWK };
}

export async function makeKeys(prefix = ''): Promise<TestKeys> {
  const pair = async (kid: string, use: string) => {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use } };
  };
  return {
    session: await pair(`${prefix}bridge_session-1`, 'sig'),
    firmware: await pair(`${prefix}firmware-1`, 'firmware'),
  };
}

export async function credential(
  keys: TestKeys,
  claims: { sid?: string; wid?: number; sub?: string; expiresIn?: string | number; scope?: string } = {},
): Promise<string> {
  const scope = claims.scope ? { scope: claims.scope } : {};
  return new SignJWT({ wid: claims.wid ?? 7, sid: claims.sid ?? 'session-a', ...scope })
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.session.jwk.kid! })
    .setAudience('system-bridge')
    .setSubject(claims.sub ?? 'user-1')
    .setIssuedAt()
    .setExpirationTime(claims.expiresIn ?? '10m')
    .sign(keys.session.privateKey);
}

/** A deterministic pseudo-random image (firmware looks random: it is compressed). */
export function makeImage(size: number, seed = 1): Uint8Array {
  const out = new Uint8Array(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

export function signedFirmware(
  keys: TestKeys,
  image: Uint8Array,
  manifest: Partial<FirmwareManifest> &
    Pick<FirmwareManifest, 'part_spec_code' | 'version' | 'hardware_versions'>,
) {
  const full: FirmwareManifest = {
    size: image.length,
    sha256: createHash('sha256').update(image).digest('hex'),
    kind: 'application',
    signed_at: '2025-01-01T00:00:00Z',
    ...manifest,
  };
  const signature = sign(null, canonicalManifest(full), KeyObject.from(keys.firmware.privateKey)).toString(
    'base64',
  );
  return {
    image_base64: Buffer.from(image).toString('base64'),
    manifest: full,
    signature,
    key_id: keys.firmware.jwk.kid,
  };
}

/** A signed update for a component of the current scenario (its spec and hardware). */
export function updateFor(t: TestBridge, node: UdsNodeName, version: string, image = makeImage(10_000)) {
  const c = t.bike.component(node);
  if (!c) throw new Error(`no ${node}`);
  return signedFirmware(t.keys, image, {
    part_spec_code: c.partSpecCode,
    version,
    hardware_versions: [c.hardwareVersion],
  });
}

/**
 * Transport timeouts for tests that pull the cable: the loss is noticed in ~300 ms instead of the
 * standard 1 s. Not shorter: on a busy two-core machine (npm test runs the journeys beside the unit
 * step) a timer can fire 150 ms late, and an undisturbed transfer then timed out.
 */
export const CABLE_PULL_TIMING: NetworkTiming = {
  isoTp: { nBsMs: 300, nCrMs: 300, nAsMs: 400 },
  uds: { p2Ms: 300 },
};

/**
 * What adapter discovery sees in tests: a CANable 2.0 on its slcan firmware, a built-in UART (no USB
 * ids), a candleLight and a CANable waiting in its DFU bootloader (ids as the listings report them).
 */
const TEST_ADAPTER_SOURCES: AdapterSources = {
  serialPorts: async () => [
    {
      path: '/dev/ttyACM0',
      vendorId: '16D0',
      productId: '117E',
      manufacturer: 'Openlight Labs',
      serialNumber: '2052',
    },
    { path: '/dev/ttyS0' },
  ],
  usbDevices: async () => [
    { vendorId: 0x1d50, productId: 0x606f, busNumber: 1, deviceAddress: 5 },
    { vendorId: 0x0483, productId: 0xdf11, busNumber: 1, deviceAddress: 7 },
    { vendorId: 0x1d6b, productId: 0x0002, busNumber: 1, deviceAddress: 1 },
  ],
};

export interface TestBridge {
  app: FastifyInstance;
  bike: SimulatedBike;
  keys: TestKeys;
  token: string;
  auth: { authorization: string; host: string };
  connect(): Promise<void>;
  close(): Promise<void>;
}

export async function testBridge(
  options: {
    scenario?: ScenarioName;
    store?: MemoryStateStore;
    onQuit?: () => void;
    timeScale?: number;
    timing?: NetworkTiming;
    session?: { graceMs?: number; now?: () => number };
    /** Which images may be flashed; left out, the legacy signed manifest of these keys. */
    trust?: FirmwareTrust;
    /** The connector in front of the simulated bike (default: the virtual connector, SimDriver). */
    driver?: (bike: SimulatedBike) => Driver;
  } = {},
): Promise<TestBridge> {
  const keys = await makeKeys();
  const bike = new SimulatedBike({
    timeScale: options.timeScale ?? 0,
    scenario: options.scenario ?? 'healthy',
    store: options.store ?? new MemoryStateStore(),
    timing: { programmingEntryMs: 1, eraseMs: 5, verifyMs: 5, resetMs: 5 },
  });
  const app = await buildApp({
    driver: options.driver?.(bike) ?? new SimDriver(bike),
    simBike: bike,
    trustedKeys: new TrustedKeys({ jwks: { keys: [keys.session.jwk, keys.firmware.jwk] } }),
    allowedOrigins: ['http://localhost:8080'],
    ...(options.onQuit ? { onQuit: options.onQuit } : {}),
    ...(options.timing ? { timing: options.timing } : {}),
    ...(options.session ? { session: options.session } : {}),
    ...(options.trust ? { firmwareTrust: options.trust } : {}),
    adapterSources: TEST_ADAPTER_SOURCES,
    wireless: { central: noBluetooth },
  });
  const token = await credential(keys);
  const auth = { authorization: `Bearer ${token}`, host: '127.0.0.1:3008' };
  return {
    app,
    bike,
    keys,
    token,
    auth,
    async connect() {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/connection',
        headers: auth,
        payload: { connection_type: 'cable' },
      });
      if (res.statusCode !== 200) throw new Error(`connect failed: ${res.body}`);
    },
    async close() {
      await app.close();
      bike.close();
      bike.bus.close();
    },
  };
}

/** A computer without Bluetooth, as the BLE library reports it (state `unsupported`): 300019. */
export const noBluetooth = () =>
  poweredOn(
    {
      state: 'unsupported',
      waitForPoweredOnAsync: () => Promise.reject(new Error('timeout')),
    } as unknown as BleCentral,
    10,
  );
