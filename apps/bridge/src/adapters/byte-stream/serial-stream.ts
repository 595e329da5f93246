// An slcan adapter on a serial device (USB CDC, FTDI, or the simulator's pty).
import { stat } from 'node:fs/promises';
import { SerialPort } from 'serialport';
import { BridgeError } from '../../lib/bridge-error.ts';
import { StreamListeners } from './byte-stream.ts';
import type { ByteStream, SlcanLink } from './byte-stream.ts';

/** Opens the serial device: 300001 when it is not there, 300002 when it cannot be opened. */
async function openSerialPort(path: string, baudRate: number): Promise<SerialPort> {
  const port = new SerialPort({ path, baudRate, autoOpen: false });
  try {
    await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(err) : resolve())));
  } catch (e) {
    const missing = e instanceof Error && /ENOENT|No such file|cannot open/i.test(e.message);
    throw new BridgeError(
      missing ? 300001 : 300002,
      missing ? `No connector at ${path}` : 'Open serial port failed',
      { cause: e },
    );
  }
  return port;
}

/**
 * Whether the serial device is still attached: its device node (Linux, macOS: /dev/ttyACM0,
 * /dev/cu.usbmodem…, or a pty's link) goes when the adapter is unplugged; a Windows COM port is no
 * file, so there the port list is asked.
 */
async function devicePresent(path: string): Promise<boolean> {
  if (process.platform === 'win32') {
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
        close: () =>
          new Promise<void>((resolve) => {
            if (!port.isOpen) return resolve();
            port.drain(() => port.close(() => (listeners.emitClose(), resolve())));
          }),
        onData: (l) => listeners.onData(l),
        onClose: (l) => listeners.onClose(l),
      };
    },
  };
}
