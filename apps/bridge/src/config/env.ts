// Bridge configuration from environment variables (docs/configuration.md lists each with its default), read through
// one TypeBox schema (@dealer/server-env). A bad value stops the bridge with a message naming the variable.
import path from 'node:path';
import { BafangScenarioName } from '@dealer/bike-sim';
import type { BafangScenarioName as BafangScenario } from '@dealer/bike-sim';
import { DEFAULT_BRIDGE_PORT, ScenarioName } from '@dealer/contracts';
import type { ScenarioName as Scenario } from '@dealer/contracts';
import { ConfigError, httpOrigin, readEnv, type Env } from '@dealer/server-env';
import { Type } from 'typebox';
import { parseUsbDeviceSelector } from '../adapters/gs-usb/gs-usb-device-finder.ts';
import type { UsbDeviceSelector } from '../adapters/gs-usb/gs-usb-device-finder.ts';
import { parseTcpAddress } from '../adapters/byte-stream/tcp-stream.ts';
import type { TcpAddress } from '../adapters/byte-stream/tcp-stream.ts';
import type { DriverKind } from '../drivers/driver.ts';
import { SLCAN_BITRATE_COMMAND } from '../protocol/slcan-codec.ts';

export { ConfigError };

export interface BridgeConfig {
  port: number;
  driver: DriverKind;
  serialPath: string | undefined;
  /** BRIDGE_TCP_ADDRESS: the Wi-Fi adapter's host:port (BRIDGE_DRIVER=tcp). */
  tcpAddress: TcpAddress | undefined;
  /** BRIDGE_BLE_PERIPHERAL: the Bluetooth LE adapter's id as the BLE library reports it (BRIDGE_DRIVER=ble). */
  blePeripheral: string | undefined;
  /** BRIDGE_USB_DEVICE: which gs_usb adapter (vendor:product or bus/address); unset = the only one. */
  usbDevice: UsbDeviceSelector | undefined;
  bitrate: number;
  allowedOrigins: string[];
  trustedJwksUrl: string;
  /** BRIDGE_FIRMWARE_TRUST: `tuf` (default) or, for a transition, `legacy-and-tuf` (decision 3001). */
  firmwareTrust: 'tuf' | 'legacy-and-tuf';
  /** BRIDGE_TUF_URL: the firmware TUF repository; default the JWKS URL's origin + /api/tuf. */
  tufUrl: string;
  /** Where an image_url may point: the origins of the JWKS and TUF URLs, the backend (decision 3003). */
  firmwareImageOrigins: string[];
  /** BRIDGE_STATE_DIR: trusted TUF metadata and the components' security versions. */
  stateDir: string;
  simStateDir: string;
  /** Which simulated system the sim driver serves: our UDS bike or a Bafang CAN system. */
  simSystem: 'uds' | 'bafang';
  simScenario: Scenario;
  simBafangScenario: BafangScenario;
  /**
   * BRIDGE_SIM_SCENARIO was set: the simulator starts from that scenario, not from the state it saved
   * last time (issue 28 point 13, docs/decisions/2845).
   */
  simScenarioWins: boolean;
  /** The simulated bus's bitrate (detection finds it on connect). */
  simBitrate: number;
  simTimeScale: number;
}

/** Every variable the bridge reads, with its type, range and default. */
const BridgeEnvSchema = Type.Object({
  BRIDGE_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: DEFAULT_BRIDGE_PORT }),
  BRIDGE_DRIVER: Type.String({ enum: ['sim', 'serial', 'gs_usb', 'tcp', 'ble'], default: 'sim' }),
  BRIDGE_SERIAL_PATH: Type.Optional(Type.String()),
  BRIDGE_TCP_ADDRESS: Type.Optional(Type.String()),
  BRIDGE_BLE_PERIPHERAL: Type.Optional(Type.String({ minLength: 1 })),
  BRIDGE_USB_DEVICE: Type.Optional(Type.String()),
  BRIDGE_BITRATE: Type.Integer({ enum: Object.keys(SLCAN_BITRATE_COMMAND).map(Number), default: 500_000 }),
  BRIDGE_ALLOWED_ORIGINS: Type.String({ default: 'http://localhost:8080' }),
  BRIDGE_TRUSTED_JWKS_URL: Type.String({ default: 'http://localhost:8080/api/keys/bridge.jwks' }),
  BRIDGE_FIRMWARE_TRUST: Type.String({ enum: ['tuf', 'legacy-and-tuf'], default: 'tuf' }),
  BRIDGE_TUF_URL: Type.Optional(Type.String()),
  BRIDGE_STATE_DIR: Type.Optional(Type.String()),
  BRIDGE_SIM_STATE_DIR: Type.Optional(Type.String()),
  BRIDGE_SIM_SYSTEM: Type.String({ enum: ['uds', 'bafang'], default: 'uds' }),
  BRIDGE_SIM_SCENARIO: Type.Optional(Type.String({ enum: [...ScenarioName, ...BafangScenarioName] })),
  BRIDGE_SIM_BITRATE: Type.Optional(Type.Integer({ enum: Object.keys(SLCAN_BITRATE_COMMAND).map(Number) })),
  BRIDGE_SIM_TIME_SCALE: Type.Number({ minimum: 0, maximum: 100, default: 1 }),
});

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The scenario must belong to the simulated system; each system has its own default. */
function simScenarios(system: string, scenario: string | undefined) {
  const bafang = BafangScenarioName.includes(scenario as BafangScenario);
  if (scenario !== undefined && (system === 'bafang') !== bafang)
    throw new ConfigError(`BRIDGE_SIM_SCENARIO=${scenario} is not a scenario of BRIDGE_SIM_SYSTEM=${system}`);
  return {
    simScenario: (bafang ? 'healthy' : (scenario ?? 'healthy')) as Scenario,
    simBafangScenario: (bafang ? scenario : 'bafang_healthy') as BafangScenario,
    simScenarioWins: scenario !== undefined,
  };
}

export function loadConfig(env: Env = process.env): BridgeConfig {
  const e = readEnv(BridgeEnvSchema, env);
  if (e.BRIDGE_DRIVER === 'serial' && !e.BRIDGE_SERIAL_PATH)
    throw new ConfigError(
      'BRIDGE_SERIAL_PATH is required when BRIDGE_DRIVER=serial (e.g. /dev/ttyACM0 or COM3)',
    );
  const tcpAddress = e.BRIDGE_TCP_ADDRESS === undefined ? undefined : parseTcpAddress(e.BRIDGE_TCP_ADDRESS);
  if (e.BRIDGE_TCP_ADDRESS !== undefined && !tcpAddress)
    throw new ConfigError(
      `BRIDGE_TCP_ADDRESS=${e.BRIDGE_TCP_ADDRESS} is not host:port (e.g. 192.168.80.1:3333)`,
    );
  if (e.BRIDGE_DRIVER === 'tcp' && !tcpAddress)
    throw new ConfigError(
      'BRIDGE_TCP_ADDRESS is required when BRIDGE_DRIVER=tcp (the Wi-Fi adapter, e.g. 192.168.80.1:3333)',
    );
  if (e.BRIDGE_DRIVER === 'ble' && !e.BRIDGE_BLE_PERIPHERAL)
    throw new ConfigError(
      'BRIDGE_BLE_PERIPHERAL is required when BRIDGE_DRIVER=ble (the adapter’s Bluetooth id)',
    );
  const usbDevice =
    e.BRIDGE_USB_DEVICE === undefined ? undefined : parseUsbDeviceSelector(e.BRIDGE_USB_DEVICE);
  if (e.BRIDGE_USB_DEVICE !== undefined && !usbDevice)
    throw new ConfigError(
      `BRIDGE_USB_DEVICE=${e.BRIDGE_USB_DEVICE} is neither vendor:product (1d50:606f) nor bus/address (001/005)`,
    );
  httpOrigin('BRIDGE_TRUSTED_JWKS_URL', e.BRIDGE_TRUSTED_JWKS_URL);
  const tufUrl =
    e.BRIDGE_TUF_URL === undefined
      ? `${new URL(e.BRIDGE_TRUSTED_JWKS_URL).origin}/api/tuf`
      : (httpOrigin('BRIDGE_TUF_URL', new URL(e.BRIDGE_TUF_URL).origin), e.BRIDGE_TUF_URL);
  return {
    port: e.BRIDGE_PORT,
    driver: e.BRIDGE_DRIVER as BridgeConfig['driver'],
    serialPath: e.BRIDGE_SERIAL_PATH,
    tcpAddress,
    blePeripheral: e.BRIDGE_BLE_PERIPHERAL,
    usbDevice,
    bitrate: e.BRIDGE_BITRATE,
    allowedOrigins: e.BRIDGE_ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((o) => httpOrigin('BRIDGE_ALLOWED_ORIGINS', o)),
    trustedJwksUrl: e.BRIDGE_TRUSTED_JWKS_URL,
    firmwareTrust: e.BRIDGE_FIRMWARE_TRUST as BridgeConfig['firmwareTrust'],
    tufUrl,
    firmwareImageOrigins: [...new Set([e.BRIDGE_TRUSTED_JWKS_URL, tufUrl].map((u) => new URL(u).origin))],
    stateDir: path.resolve(e.BRIDGE_STATE_DIR ?? path.join(repoRoot, '.data', 'bridge')),
    simStateDir: path.resolve(e.BRIDGE_SIM_STATE_DIR ?? path.join(repoRoot, '.data', 'bike-sim')),
    simSystem: e.BRIDGE_SIM_SYSTEM as BridgeConfig['simSystem'],
    ...simScenarios(e.BRIDGE_SIM_SYSTEM, e.BRIDGE_SIM_SCENARIO),
    simBitrate: e.BRIDGE_SIM_BITRATE ?? (e.BRIDGE_SIM_SYSTEM === 'bafang' ? 250_000 : e.BRIDGE_BITRATE),
    simTimeScale: e.BRIDGE_SIM_TIME_SCALE,
  };
}
