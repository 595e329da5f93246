// An slcan adapter over Bluetooth LE: a GATT serial service (WiCAN's 0xFEE0, or the Nordic UART
// Service). Writes go out without response, one chunk of at most MTU − 3 bytes at a time, the next
// only once the library has taken the previous (its controller's flow control paces them); the
// notifications are a byte stream whose lines the slcan decoder joins (decision 2901).
import { BridgeError } from '../../lib/bridge-error.ts';
import { BleSerialProfiles } from './ble-central.ts';
import type { BleCentral, BleCharacteristic, BlePeripheral, BleSerialProfile } from './ble-central.ts';
import { StreamListeners } from './byte-stream.ts';
import type { ByteStream, SlcanLink } from './byte-stream.ts';

/** ATT's default MTU before an exchange (Bluetooth Core, Vol 3 Part F 3.2.8): 20 bytes a write. */
const DEFAULT_ATT_MTU = 23;
/** How long to look for the chosen adapter before giving up (it advertises about every 160 ms). */
const FIND_TIMEOUT_MS = 10_000;

/** Scans until the peripheral `id` is heard: 300011 when it is not within `timeoutMs`. */
async function findPeripheral(
  central: BleCentral,
  id: string,
  timeoutMs = FIND_TIMEOUT_MS,
): Promise<BlePeripheral> {
  let listener: ((p: BlePeripheral) => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const found = new Promise<BlePeripheral>((resolve) => {
      listener = (p) => p.id === id && resolve(p);
      central.on('discover', listener);
    });
    await central.startScanningAsync(
      BleSerialProfiles.map((p) => p.service),
      false,
    );
    const timeout = new Promise<never>((_r, reject) => {
      timer = setTimeout(
        () => reject(new BridgeError(300011, `Bluetooth adapter ${id} not found within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    return await Promise.race([found, timeout]);
  } finally {
    clearTimeout(timer);
    if (listener) central.removeListener('discover', listener);
    await central.stopScanningAsync().catch(() => undefined);
  }
}

async function serialCharacteristics(
  peripheral: BlePeripheral,
): Promise<{ profile: BleSerialProfile; write: BleCharacteristic; notify: BleCharacteristic }> {
  const { characteristics } = await peripheral.discoverSomeServicesAndCharacteristicsAsync(
    BleSerialProfiles.map((p) => p.service),
    [...new Set(BleSerialProfiles.flatMap((p) => [p.write, p.notify]))],
  );
  for (const profile of BleSerialProfiles) {
    const write = characteristics.find((c) => c.uuid === profile.write);
    const notify = characteristics.find((c) => c.uuid === profile.notify);
    if (write && notify) return { profile, write, notify };
  }
  throw new BridgeError(300014, `Bluetooth device ${peripheral.id} has no serial service the bridge knows`);
}

/** The write side: text queued, sent in MTU-sized chunks one after the other. */
class ChunkWriter {
  private pending = Buffer.alloc(0);
  private running: Promise<void> | undefined;

  constructor(
    private readonly characteristic: BleCharacteristic,
    private readonly chunkSize: () => number,
    private readonly failed: () => void,
  ) {}

  write(text: string): void {
    this.pending = Buffer.concat([this.pending, Buffer.from(text, 'latin1')]);
    this.running ??= this.pump().finally(() => (this.running = undefined));
  }

  /** Resolves once everything written so far has been taken by the library. */
  async drained(): Promise<void> {
    while (this.running) await this.running;
  }

  private async pump(): Promise<void> {
    while (this.pending.length > 0) {
      const chunk = this.pending.subarray(0, this.chunkSize());
      this.pending = this.pending.subarray(chunk.length);
      try {
        await this.characteristic.writeAsync(Buffer.from(chunk), true);
      } catch {
        this.pending = Buffer.alloc(0);
        return this.failed(); // the link is gone; the peripheral's disconnect follows
      }
    }
  }
}

/** `central`: loaded when the link is opened (the BLE library only when Bluetooth is used). */
export function bleLink(central: () => Promise<BleCentral>, peripheralId: string): SlcanLink {
  return {
    kind: 'ble',
    address: peripheralId,
    async open(): Promise<ByteStream> {
      const peripheral = await findPeripheral(await central(), peripheralId);
      try {
        await peripheral.connectAsync();
      } catch (e) {
        throw new BridgeError(300011, `Bluetooth adapter ${peripheralId} did not accept the connection`, {
          cause: e,
        });
      }
      const listeners = new StreamListeners();
      // The library may hand out the same characteristic objects on the next connection: this
      // connection's listener goes with it, or every later notification would be heard twice.
      const heard = (data: Buffer) => listeners.emitData(data);
      peripheral.once('disconnect', () => listeners.emitClose());
      const { write, notify } = await serialCharacteristics(peripheral).catch(async (e: unknown) => {
        await peripheral.disconnectAsync().catch(() => undefined);
        throw e;
      });
      notify.on('data', heard);
      listeners.onClose(() => notify.removeListener('data', heard));
      await notify.subscribeAsync();
      const writer = new ChunkWriter(
        write,
        () => (peripheral.mtu ?? DEFAULT_ATT_MTU) - 3,
        () => void peripheral.disconnectAsync().catch(() => undefined),
      );
      return {
        get isOpen() {
          return !listeners.hasEnded;
        },
        write: (text) => {
          if (!listeners.hasEnded) writer.write(text);
        },
        async close() {
          if (listeners.hasEnded) return;
          await writer.drained();
          await peripheral.disconnectAsync().catch(() => undefined);
          listeners.emitClose(); // in case the library reports no disconnect for one it was asked for
        },
        onData: (l) => listeners.onData(l),
        onClose: (l) => listeners.onClose(l),
      };
    },
  };
}
