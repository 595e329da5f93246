// The slcan driver on a serial device path: the USB-CAN adapters, and the simulator on a pty.
import { serialLink } from '../adapters/byte-stream/serial-stream.ts';
import { SlcanDriver } from './slcan-driver.ts';
import type { SlcanDriverOptions } from './slcan-driver.ts';

export interface SerialDriverOptions extends Omit<SlcanDriverOptions, 'link'> {
  path: string;
  /** Serial line speed; USB CDC adapters and ptys ignore it. */
  baudRate?: number;
}

export class SerialDriver extends SlcanDriver {
  constructor({ path, baudRate, ...options }: SerialDriverOptions) {
    super({ ...options, link: serialLink(path, baudRate) });
  }
}
