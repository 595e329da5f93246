// An slcan adapter on a serial device (USB CDC, FTDI, or the simulator's pty).
import { stat } from 'node:fs/promises';
import type { SerialPort } from 'serialport';
import { BridgeError } from '../../lib/bridge-error.ts';
import { StreamListeners } from './byte-stream.ts';
import type { ByteStream, SlcanLink } from './byte-stream.ts';

/** serialport and its native binding, loaded when a serial adapter is first used (decision 3113). */
const serialport = () => import('serialport');

/** One attempt to open the device, with the operating system's own error. */
async function openOnce(path: string, baudRate: number): Promise<SerialPort> {
  const { SerialPort } = await serialport();
  const port = new SerialPort({ path, baudRate, autoOpen: false });
  return new Promise((resolve, reject) => port.open((err) => (err ? reject(err) : resolve(port))));
}

const isMissing = (e: unknown) => e instanceof Error && /ENOENT|No such file/i.test(e.message);

/**
 * Opens the serial device: 300001 when it is not there, 300002 when it cannot be opened. A device
 * just plugged in is retried for a moment before 300002: udev applies its group permissions after the
 * node appears (EACCES), ModemManager probes every new ttyACM (EBUSY), and the previous session's lock
 * on a re-used device number is released only when its close completes ("Cannot lock port").
 */
async function openSerialPort(path: string, baudRate: number, retryForMs = 2_000): Promise<SerialPort> {
  const started = Date.now();
  for (;;) {
    try {
      return await openOnce(path, baudRate);
    } catch (e) {
      if (isMissing(e)) throw new BridgeError(300001, `No connector at ${path}`, { cause: e });
      if (Date.now() - started >= retryForMs) {
        throw new BridgeError(300002, `Open serial port failed: ${(e as Error).message}`, { cause: e });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Whether the serial device is still attached: its device node (Linux, macOS: /dev/ttyACM0,
 * /dev/cu.usbmodem…, or a pty's link) goes when the adapter is unplugged; a Windows COM port is no
 * file, so there the port list is asked.
 */
async function devicePresent(path: string): Promise<boolean> {
  if (process.platform === 'win32') {
    const { SerialPort } = await serialport();
    const ports = (await SerialPort.list()) as { path: string }[];
    return ports.some((p) => p.path.toLowerCase() === path.toLowerCase());
  }
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** `baudRate`: the serial line speed; USB CDC adapters and ptys ignore it. */
export function serialLink(path: string, baudRate = 115_200): SlcanLink {
  return {
    kind: 'serial',
    address: path,
    present: () => devicePresent(path),
    async open(): Promise<ByteStream> {
      const port = await openSerialPort(path, baudRate);
      const listeners = new StreamListeners();
      // The device is free for the next open (its lock released) only once the close has completed.
      const closed = new Promise<void>((resolve) => port.once('close', () => resolve()));
      port.on('data', (chunk: Buffer) => listeners.emitData(chunk));
      port.on('close', () => listeners.emitClose());
      // A device that went away mid-write (adapter unplugged: EIO) reports it as an 'error' event; with
      // no listener that is an uncaught exception that ends the bridge. It is a pulled connector.
      port.on('error', () => {
        if (port.isOpen)
          port.close(() => undefined); // 'close' follows
        else listeners.emitClose();
      });
      return {
        get isOpen() {
          return port.isOpen;
        },
        write: (text) => void port.write(text, 'latin1'),
        // A close already under way (the port's own, after an error) is waited for too: the
        // reconnect that follows would otherwise find the device still locked (300002).
        close: async () => {
          if (port.isOpen)
            await new Promise<void>((resolve) => port.drain(() => port.close(() => resolve())));
          await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
          listeners.emitClose();
        },
        onData: (l) => listeners.onData(l),
        onClose: (l) => listeners.onClose(l),
      };
    },
  };
}
