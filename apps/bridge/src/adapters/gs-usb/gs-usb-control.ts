// Endpoint 0 of a gs_usb device as the kernel driver uses it (usb_control_msg with
// USB_TYPE_VENDOR | USB_RECIP_INTERFACE, 1 s timeout), and what each USB failure means to a
// technician: the catalogue code and a sentence naming what to check.
import { BridgeError } from '../../lib/bridge-error.ts';
import { GsRequest, REQUEST_IN, REQUEST_OUT } from './gs-usb-wire.ts';
import { LibUsb, errnoOf, isUnplugged } from './usb-library.ts';
import type { UsbDeviceLike } from './usb-library.ts';

const REQUEST_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(GsRequest).map(([name, value]) => [value, name]),
);

/** A failed control request: unplugged → 300001, timeout → 300013, refused (stall) or else → 300008. */
function controlError(request: number, e: unknown): BridgeError {
  const name = REQUEST_NAMES[request] ?? `request ${request}`;
  if (isUnplugged(e))
    return new BridgeError(300001, 'No connector detected: the USB adapter was unplugged', { cause: e });
  if (errnoOf(e) === LibUsb.transferTimedOut)
    return new BridgeError(300013, `Connector no response: the USB adapter did not answer ${name}`, {
      cause: e,
    });
  if (errnoOf(e) === LibUsb.transferStall)
    return new BridgeError(
      300008,
      `Connector initialise fail: the adapter refused ${name} (not gs_usb firmware?)`,
      {
        cause: e,
      },
    );
  return new BridgeError(300008, `Connector initialise fail: ${name} failed (${(e as Error).message})`, {
    cause: e,
  });
}

/** Host → device request with its data (wIndex: the gs_usb interface number, 0). */
export function controlOut(
  device: UsbDeviceLike,
  request: number,
  wValue: number,
  data: Buffer,
): Promise<void> {
  return new Promise((resolve, reject) => {
    try {
      device.controlTransfer(REQUEST_OUT, request, wValue, 0, data, (error) =>
        error ? reject(controlError(request, error)) : resolve(),
      );
    } catch (e) {
      reject(controlError(request, e));
    }
  });
}

/** Device → host request of `length` bytes. */
export function controlIn(
  device: UsbDeviceLike,
  request: number,
  wValue: number,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    try {
      device.controlTransfer(REQUEST_IN, request, wValue, 0, length, (error, result) =>
        error || !Buffer.isBuffer(result) ? reject(controlError(request, error)) : resolve(result),
      );
    } catch (e) {
      reject(controlError(request, e));
    }
  });
}

/**
 * Opening the device and claiming its interface: no permission (Linux without the udev rule),
 * no WinUSB driver (Windows), or another program holding it → 300002 with what to do.
 */
export function openError(step: 'open' | 'claim' | 'detach', e: unknown): BridgeError {
  const errno = errnoOf(e);
  if (isUnplugged(e))
    return new BridgeError(300001, 'No connector detected: the USB adapter was unplugged', { cause: e });
  if (errno === LibUsb.errorAccess)
    return new BridgeError(
      300002,
      'No permission to open the USB adapter: install the udev rule for 1d50:606f (README, "Connect a real bike")',
      { cause: e },
    );
  if (errno === LibUsb.errorNotSupported)
    return new BridgeError(
      300002,
      'The USB adapter has no WinUSB driver: see README, "Connect a real bike"',
      {
        cause: e,
      },
    );
  if (errno === LibUsb.errorBusy)
    return new BridgeError(
      300002,
      'The USB adapter is in use by another program: close it and connect again',
      {
        cause: e,
      },
    );
  return new BridgeError(300002, `The USB adapter could not be opened (${step}: ${(e as Error).message})`, {
    cause: e,
  });
}
