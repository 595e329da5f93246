// The boundary to the BLE library: the part of @stoprocent/noble's central API the bridge uses, as
// structural types (a GATT peer model in the tests has the same shape), the library loaded only when
// Bluetooth is used, and the serial services of the adapters the bridge knows.
import { BridgeError } from '../../lib/bridge-error.ts';

export interface BleCharacteristic {
  readonly uuid: string;
  writeAsync(data: Buffer, withoutResponse: boolean): Promise<void>;
  subscribeAsync(): Promise<void>;
  on(event: 'data', listener: (data: Buffer, isNotification: boolean) => void): unknown;
  removeListener(event: 'data', listener: (data: Buffer, isNotification: boolean) => void): unknown;
}

export interface BlePeripheral {
  readonly id: string;
  readonly rssi: number;
  readonly advertisement: { localName?: string; serviceUuids?: string[] };
  /** The negotiated ATT MTU (null before the exchange: the default 23 applies). */
  readonly mtu: number | null;
  connectAsync(): Promise<void>;
  disconnectAsync(): Promise<void>;
  discoverSomeServicesAndCharacteristicsAsync(
    serviceUuids: string[],
    characteristicUuids: string[],
  ): Promise<{ characteristics: BleCharacteristic[] }>;
  once(event: 'disconnect', listener: (reason?: unknown) => void): unknown;
}

export interface BleCentral {
  readonly state: string;
  waitForPoweredOnAsync(timeoutMs?: number): Promise<void>;
  startScanningAsync(serviceUuids?: string[], allowDuplicates?: boolean): Promise<void>;
  stopScanningAsync(): Promise<void>;
  on(event: 'discover', listener: (peripheral: BlePeripheral) => void): unknown;
  removeListener(event: 'discover', listener: (peripheral: BlePeripheral) => void): unknown;
}

/** A serial service over GATT: where the host writes, and what notifies (noble's UUID spelling). */
export interface BleSerialProfile {
  name: 'wican' | 'nus';
  service: string;
  write: string;
  notify: string;
}

/**
 * WiCAN: service 0xFEE0, characteristic 0xFEE1 both ways (wican-fw main/ble.c gatt_db). Nordic UART
 * Service: 6E400001-…, the host writes 6E400002-…, the peripheral notifies 6E400003-… (nRF5 SDK
 * ble_nus NUS_BASE_UUID, BLE_UUID_NUS_*). Facts and sources: docs/protocols/adapters.md.
 */
export const BleSerialProfiles: readonly BleSerialProfile[] = [
  { name: 'wican', service: 'fee0', write: 'fee1', notify: 'fee1' },
  {
    name: 'nus',
    service: '6e400001b5a3f393e0a9e50e24dcca9e',
    write: '6e400002b5a3f393e0a9e50e24dcca9e',
    notify: '6e400003b5a3f393e0a9e50e24dcca9e',
  },
];

/** How long the radio may take to report powered on (the OS answers within a second or two). */
const POWER_ON_TIMEOUT_MS = 3000;

/**
 * Loads the BLE library and waits for the radio: 300019 when there is no Bluetooth adapter, it is
 * switched off, or the operating system refuses access (the library's state names which).
 */
export async function loadNobleCentral(): Promise<BleCentral> {
  let central: BleCentral;
  try {
    const noble = await import('@stoprocent/noble');
    central = noble.default; // noble's own types fit the boundary: the model and the library agree
  } catch (e) {
    throw new BridgeError(300019, 'The Bluetooth library cannot run on this computer', { cause: e });
  }
  return poweredOn(central);
}

/** Resolves once `central`'s radio is on; 300019 naming its state otherwise. */
export async function poweredOn(central: BleCentral, timeoutMs = POWER_ON_TIMEOUT_MS): Promise<BleCentral> {
  if (central.state === 'poweredOn') return central;
  try {
    await central.waitForPoweredOnAsync(timeoutMs);
    return central;
  } catch (e) {
    const why: Record<string, string> = {
      unsupported: 'no Bluetooth LE adapter',
      unauthorized: 'no permission to use Bluetooth',
      poweredOff: 'Bluetooth is switched off',
    };
    throw new BridgeError(300019, `No Bluetooth on this computer: ${why[central.state] ?? central.state}`, {
      cause: e,
    });
  }
}
