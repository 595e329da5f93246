// The part of the `usb` npm library (node-usb 2.x legacy API, backed by libusb) the gs_usb driver
// uses, as types, so tests can hand the driver a device model instead (packages/bike-sim gs-usb).
// The real library is loaded only when this driver opens: a bridge on the simulator or a serial
// adapter never loads its native addon.
import { BridgeError } from '../../lib/bridge-error.ts';

interface LibUsbErrorLike extends Error {
  errno?: number;
}

/** libusb/libusb libusb/libusb.h: libusb_transfer_status and libusb_error values the driver tells apart. */
export const LibUsb = {
  transferTimedOut: 2,
  transferCancelled: 3,
  transferStall: 4,
  transferNoDevice: 5,
  errorAccess: -3,
  errorNoDevice: -4,
  errorNotFound: -5,
  errorBusy: -6,
  errorNotSupported: -12,
} as const;

/** node-usb types `interface.endpoint()` as its abstract Endpoint: the direction tells which it is. */
interface UsbEndpointLike {
  readonly direction: string;
}

export interface UsbInEndpointLike extends UsbEndpointLike {
  startPoll(nTransfers?: number, transferSize?: number): unknown;
  stopPoll(callback?: () => void): void;
  on(event: 'data', listener: (data: Buffer) => void): unknown;
  on(event: 'error', listener: (error: LibUsbErrorLike) => void): unknown;
  removeAllListeners(event?: string): unknown;
}

export interface UsbOutEndpointLike extends UsbEndpointLike {
  transfer(buffer: Buffer, callback?: (error: LibUsbErrorLike | undefined, actual: number) => void): unknown;
}

export interface UsbInterfaceLike {
  claim(): void;
  release(closeEndpoints: boolean, callback?: (error?: LibUsbErrorLike) => void): void;
  isKernelDriverActive(): boolean;
  detachKernelDriver(): void;
  attachKernelDriver(): void;
  endpoint(address: number): UsbEndpointLike | undefined;
}

export interface UsbDeviceLike {
  readonly deviceDescriptor: { idVendor: number; idProduct: number; iSerialNumber: number };
  readonly busNumber: number;
  readonly deviceAddress: number;
  timeout: number;
  open(): void;
  close(): void;
  interface(number: number): UsbInterfaceLike;
  controlTransfer(
    bmRequestType: number,
    bRequest: number,
    wValue: number,
    wIndex: number,
    dataOrLength: number | Buffer,
    callback: (error: LibUsbErrorLike | undefined, result: Buffer | number | undefined) => void,
  ): unknown;
  getStringDescriptor(index: number, callback: (error?: LibUsbErrorLike, value?: string) => void): void;
}

/** node-usb's `getDeviceList` and its `usb` module, whose 'detach' event reports an unplugged device. */
export interface UsbLibrary {
  getDeviceList(): UsbDeviceLike[];
  usb: {
    on(event: 'detach', listener: (device: UsbDeviceLike) => void): unknown;
    removeListener(event: 'detach', listener: (device: UsbDeviceLike) => void): unknown;
  };
}

/**
 * Loads the `usb` library (its prebuilt libusb addon ships inside the npm package). A machine where
 * it cannot load gets 300002 with the reason, not a crash of the bridge.
 */
export async function loadUsbLibrary(): Promise<UsbLibrary> {
  try {
    const { getDeviceList, usb } = await import('usb');
    return { getDeviceList, usb };
  } catch (e) {
    throw new BridgeError(300002, `The USB library could not be loaded: ${(e as Error).message}`, {
      cause: e,
    });
  }
}

export function errnoOf(e: unknown): number | undefined {
  return typeof (e as LibUsbErrorLike | undefined)?.errno === 'number'
    ? (e as LibUsbErrorLike).errno
    : undefined;
}

/** The device is gone: a transfer ended with NO_DEVICE, or a call failed with LIBUSB_ERROR_NO_DEVICE. */
export function isUnplugged(e: unknown): boolean {
  const errno = errnoOf(e);
  return errno === LibUsb.transferNoDevice || errno === LibUsb.errorNoDevice;
}
