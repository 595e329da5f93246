// Taking a gs_usb adapter and giving it back: open the device, detach the kernel's own gs_usb driver
// where it holds interface 0 (Linux binds it to every candleLight), claim the interface, find its
// two bulk endpoints; on the way out release the interface and close the device. The kernel driver
// is not bound again on each close: detection opens and closes the adapter once per bitrate, and a
// re-bind makes the kernel probe the adapter in between (decision 2552). Re-plugging it binds again.
import { BridgeError } from '../../lib/bridge-error.ts';
import { openError } from './gs-usb-control.ts';
import { ENDPOINT_IN, ENDPOINT_OUT, GS_USB_INTERFACE } from './gs-usb-wire.ts';
import type {
  UsbDeviceLike,
  UsbInEndpointLike,
  UsbInterfaceLike,
  UsbOutEndpointLike,
} from './usb-library.ts';

/** Open, detach the kernel's gs_usb driver where it holds the interface (Linux), claim interface 0. */
export function claimInterface(device: UsbDeviceLike): UsbInterfaceLike {
  try {
    device.open();
  } catch (e) {
    throw openError('open', e);
  }
  device.timeout = 1000;
  const iface = device.interface(GS_USB_INTERFACE);
  let step: 'detach' | 'claim' = 'detach';
  try {
    if (kernelDriverActive(iface)) iface.detachKernelDriver();
    step = 'claim';
    iface.claim();
  } catch (e) {
    void releaseDevice(device, iface);
    throw openError(step, e);
  }
  return iface;
}

/** Only Linux can tell; elsewhere libusb answers LIBUSB_ERROR_NOT_SUPPORTED. */
function kernelDriverActive(iface: UsbInterfaceLike): boolean {
  try {
    return iface.isKernelDriverActive();
  } catch {
    return false;
  }
}

export function endpoints(iface: UsbInterfaceLike): { rx: UsbInEndpointLike; tx: UsbOutEndpointLike } {
  const rx = iface.endpoint(ENDPOINT_IN);
  const tx = iface.endpoint(ENDPOINT_OUT);
  if (rx?.direction !== 'in' || tx?.direction !== 'out')
    throw new BridgeError(300008, 'Connector initialise fail: the adapter has no gs_usb bulk endpoints');
  return { rx: rx as UsbInEndpointLike, tx: tx as UsbOutEndpointLike };
}

export function serialNumber(device: UsbDeviceLike): Promise<string | undefined> {
  const index = device.deviceDescriptor.iSerialNumber;
  if (!index) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    device.getStringDescriptor(index, (error, value) => resolve(error ? undefined : value)),
  );
}

/**
 * Best effort on the way out: the interface released, then the device closed. Resolves once closed,
 * so a new open cannot be closed under it by a late release callback.
 */
export function releaseDevice(device: UsbDeviceLike, iface: UsbInterfaceLike): Promise<void> {
  return new Promise((resolve) => {
    const closeDevice = () => {
      try {
        device.close();
      } catch {
        // already closed, or gone
      }
      resolve();
    };
    try {
      iface.release(true, closeDevice);
    } catch {
      closeDevice();
    }
  });
}
