// The bulk endpoints of the gs_usb interface as the `usb` npm library (node-usb 2.x, dist/usb/
// endpoint.d.ts) presents them: an InEndpoint with single transfers and polling ('data', 'error',
// 'end' events), an OutEndpoint with transfers. Behind them the firmware model: an IN transfer
// completes when the firmware has a frame for the host, an OUT transfer when the firmware has a frame
// object to receive it into (until then the endpoint NAKs and the transfer waits, as on the wire).
import { EventEmitter } from 'node:events';
import type { CandleLightDevice } from './candlelight-device.ts';
import { ENDPOINT_IN, ENDPOINT_OUT, MAX_PACKET_SIZE } from './candlelight-defs.ts';
import { LibUsbErrorCode, LibUsbException, LibUsbTransferStatus } from './libusb-errors.ts';

type Done<T> = (error: LibUsbException | undefined, result: T) => void;
interface InTransfer {
  length: number;
  done: Done<Buffer>;
}
interface OutTransfer {
  data: Buffer;
  done: Done<number>;
}

/** The link between the endpoints and the device: gone once the adapter is unplugged. */
export interface EndpointHost {
  readonly firmware: CandleLightDevice;
  readonly attached: boolean;
  /** usbfs claims the interface on first use, unless a kernel driver holds it (LIBUSB_ERROR_BUSY). */
  claimForTransfer(): void;
}

const bulk = (address: number) => ({
  bEndpointAddress: address,
  bmAttributes: 0x02,
  wMaxPacketSize: MAX_PACKET_SIZE,
});

export class InEndpointModel extends EventEmitter {
  readonly direction = 'in' as const;
  readonly address = ENDPOINT_IN;
  readonly transferType = 2;
  readonly descriptor = bulk(ENDPOINT_IN);
  timeout = 0;
  pollActive = false;
  private pending: InTransfer[] = [];
  private pollPending = 0;

  constructor(private readonly host: EndpointHost) {
    super();
    host.firmware.onWake(() => this.pump());
  }

  transfer(length: number, callback: (error: LibUsbException | undefined, data?: Buffer) => void): this {
    this.submit(length, (error, data) => callback.call(this, error, error ? undefined : data));
    return this;
  }

  startPoll(nTransfers = 3, transferSize: number = MAX_PACKET_SIZE): void {
    if (this.pollActive) throw new Error('Polling already active');
    this.pollActive = true;
    for (let i = 0; i < nTransfers; i++) this.pollTransfer(transferSize);
  }

  stopPoll(callback?: () => void): void {
    if (!this.pollActive) throw new Error('Polling is not active.');
    this.pollActive = false;
    if (callback) this.once('end', callback);
    this.finish(this.pending.splice(0), new LibUsbException(LibUsbTransferStatus.cancelled));
  }

  /** The device went away: every pending transfer completes with LIBUSB_TRANSFER_NO_DEVICE. */
  unplugged(): void {
    this.finish(this.pending.splice(0), new LibUsbException(LibUsbTransferStatus.noDevice));
  }

  private pollTransfer(size: number): void {
    this.pollPending++;
    this.submit(size, (error, data) => {
      if (!error) this.emit('data', data);
      else if (error.errno !== LibUsbTransferStatus.cancelled && this.pollActive) {
        this.emit('error', error);
        this.stopPoll();
      }
      this.pollPending--;
      if (this.pollActive) this.pollTransfer(size);
      else if (this.pollPending === 0) this.emit('end');
    });
  }

  /** node-usb's Transfer.submit: throws at once for a device that is gone (delivered on next tick). */
  private submit(length: number, done: Done<Buffer>): void {
    try {
      if (!this.host.attached) throw new LibUsbException(LibUsbErrorCode.noDevice);
      this.host.claimForTransfer();
    } catch (e) {
      process.nextTick(() => done(e as LibUsbException, Buffer.alloc(0)));
      return;
    }
    this.pending.push({ length, done });
    this.pump();
  }

  private pump(): void {
    while (this.pending.length > 0 && this.host.firmware.pendingToHost > 0) {
      const transfer = this.pending.shift()!;
      const frame = this.host.firmware.takeToHost()!;
      setImmediate(() =>
        frame.length > transfer.length
          ? transfer.done(new LibUsbException(LibUsbTransferStatus.overflow), Buffer.alloc(0))
          : transfer.done(undefined, Buffer.from(frame)),
      );
    }
  }

  private finish(transfers: InTransfer[], error: LibUsbException): void {
    for (const t of transfers) setImmediate(() => t.done(error, Buffer.alloc(0)));
  }
}

export class OutEndpointModel extends EventEmitter {
  readonly direction = 'out' as const;
  readonly address = ENDPOINT_OUT;
  readonly transferType = 2;
  readonly descriptor = bulk(ENDPOINT_OUT);
  timeout = 0;
  private queue: OutTransfer[] = [];
  private pumping = false;

  constructor(private readonly host: EndpointHost) {
    super();
    host.firmware.onWake(() => this.pump());
  }

  transfer(
    buffer: Buffer | Uint8Array,
    callback?: (error: LibUsbException | undefined, actual: number) => void,
  ): this {
    const done: Done<number> = (error, actual) => callback?.call(this, error, actual);
    try {
      if (!this.host.attached) throw new LibUsbException(LibUsbErrorCode.noDevice);
      this.host.claimForTransfer();
    } catch (e) {
      process.nextTick(() => done(e as LibUsbException, 0));
      return this;
    }
    this.queue.push({ data: Buffer.from(buffer), done });
    this.pump();
    return this;
  }

  unplugged(): void {
    const error = new LibUsbException(LibUsbTransferStatus.noDevice);
    for (const t of this.queue.splice(0)) setImmediate(() => t.done(error, 0));
  }

  /** One host frame fits one 32-byte packet: the firmware takes it or NAKs until it can. */
  private pump(): void {
    if (this.pumping) return; // the firmware handles a frame at once and may wake us meanwhile
    this.pumping = true;
    try {
      for (let t = this.queue[0]; t && this.host.firmware.acceptFromHost(t.data); t = this.queue[0]) {
        this.queue.shift();
        const done = t;
        setImmediate(() => done.done(undefined, done.data.length));
      }
    } finally {
      this.pumping = false;
    }
  }
}
