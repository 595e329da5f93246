// How the `usb` npm library (node-usb 2.x) reports failures: an Error named after the libusb code
// with its number in `errno` (src/node_usb.cc libusbException). Transfers that complete badly carry
// a libusb_transfer_status (positive), calls that fail at once a libusb_error (negative); the
// numbers are libusb's (libusb/libusb libusb/libusb.h).

export const LibUsbTransferStatus = {
  error: 1,
  timedOut: 2,
  cancelled: 3,
  stall: 4,
  noDevice: 5,
  overflow: 6,
} as const;

export const LibUsbErrorCode = {
  io: -1,
  access: -3,
  noDevice: -4,
  notFound: -5,
  busy: -6,
  pipe: -9,
  notSupported: -12,
} as const;

const NAMES: Record<number, string> = {
  1: 'LIBUSB_TRANSFER_ERROR',
  2: 'LIBUSB_TRANSFER_TIMED_OUT',
  3: 'LIBUSB_TRANSFER_CANCELLED',
  4: 'LIBUSB_TRANSFER_STALL',
  5: 'LIBUSB_TRANSFER_NO_DEVICE',
  6: 'LIBUSB_TRANSFER_OVERFLOW',
  [-1]: 'LIBUSB_ERROR_IO',
  [-3]: 'LIBUSB_ERROR_ACCESS',
  [-4]: 'LIBUSB_ERROR_NO_DEVICE',
  [-5]: 'LIBUSB_ERROR_NOT_FOUND',
  [-6]: 'LIBUSB_ERROR_BUSY',
  [-9]: 'LIBUSB_ERROR_PIPE',
  [-12]: 'LIBUSB_ERROR_NOT_SUPPORTED',
};

export class LibUsbException extends Error {
  constructor(readonly errno: number) {
    super(NAMES[errno] ?? `LIBUSB_ERROR_${errno}`);
  }
}
