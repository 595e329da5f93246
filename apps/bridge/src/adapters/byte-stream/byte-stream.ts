// The byte stream an slcan adapter is spoken over: a serial port (USB CDC, FTDI), a TCP connection
// (Wi-Fi adapters such as WiCAN) or a Bluetooth LE GATT serial service. The slcan driver
// (drivers/slcan-driver.ts) runs the same over each; only opening and losing the stream differ.

export interface ByteStream {
  readonly isOpen: boolean;
  /** Queues `text` (latin1) for the adapter; the stream keeps the order. */
  write(text: string): void;
  /** Sends what is queued, then closes; resolves once closed (onClose listeners have run). */
  close(): Promise<void>;
  onData(listener: (chunk: Buffer) => void): void;
  /** Called once when the stream ends, by close() or lost (unplugged, out of radio range). */
  onClose(listener: () => void): void;
}

/** How an slcan adapter is reached: what the connector calls report, and how to open it. */
export interface SlcanLink {
  readonly kind: 'serial' | 'tcp' | 'ble';
  /** Device path, host:port, or the Bluetooth peripheral's id. */
  readonly address: string;
  /** Throws BridgeError 300001/300002 (serial), 300020 (TCP), 300019/300011 (Bluetooth). */
  open(): Promise<ByteStream>;
  /** Whether the adapter is still attached, where the link can tell (a serial device's path). */
  present?(): Promise<boolean>;
}

/** Listener bookkeeping shared by the streams: data fan-out and a close reported exactly once. */
export class StreamListeners {
  private readonly data: ((chunk: Buffer) => void)[] = [];
  private readonly closed: (() => void)[] = [];
  private ended = false;

  onData(listener: (chunk: Buffer) => void): void {
    this.data.push(listener);
  }

  onClose(listener: () => void): void {
    this.closed.push(listener);
  }

  emitData(chunk: Buffer): void {
    for (const l of this.data) l(chunk);
  }

  emitClose(): void {
    if (this.ended) return;
    this.ended = true;
    for (const l of this.closed) l();
  }

  get hasEnded(): boolean {
    return this.ended;
  }
}
