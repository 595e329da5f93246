// Which USB device is the adapter: the first gs_usb device by the kernel's id table, or the one
// BRIDGE_USB_DEVICE names — "1d50:606f" (vendor:product in hex, as lsusb prints after "ID") or
// "001/005" (bus/address, as in lsusb's "Bus 001 Device 005" and /dev/bus/usb/001/005).
import { BridgeError } from '../../lib/bridge-error.ts';
import { GS_USB_DEVICE_IDS } from './gs-usb-wire.ts';
import type { UsbDeviceLike, UsbLibrary } from './usb-library.ts';

export type UsbDeviceSelector =
  { vendorId: number; productId: number } | { busNumber: number; deviceAddress: number };

export function parseUsbDeviceSelector(text: string): UsbDeviceSelector | undefined {
  const ids = /^([0-9a-f]{4}):([0-9a-f]{4})$/i.exec(text.trim());
  if (ids) return { vendorId: Number.parseInt(ids[1]!, 16), productId: Number.parseInt(ids[2]!, 16) };
  const location = /^(\d{1,3})\/(\d{1,3})$/.exec(text.trim());
  if (location) return { busNumber: Number(location[1]), deviceAddress: Number(location[2]) };
  return undefined;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const dec3 = (n: number) => String(n).padStart(3, '0');

/** "001/005 (1d50:606f)": where the device is and what it is, as lsusb shows it. */
export function describeUsbDevice(d: UsbDeviceLike): string {
  const { idVendor, idProduct } = d.deviceDescriptor;
  return `${dec3(d.busNumber)}/${dec3(d.deviceAddress)} (${hex4(idVendor)}:${hex4(idProduct)})`;
}

export function isSameDevice(a: UsbDeviceLike, b: UsbDeviceLike): boolean {
  return a === b || (a.busNumber === b.busNumber && a.deviceAddress === b.deviceAddress);
}

function matches(d: UsbDeviceLike, selector: UsbDeviceSelector | undefined): boolean {
  const { idVendor, idProduct } = d.deviceDescriptor;
  if (!selector) return GS_USB_DEVICE_IDS.some((k) => k.vendorId === idVendor && k.productId === idProduct);
  if ('vendorId' in selector) return selector.vendorId === idVendor && selector.productId === idProduct;
  return selector.busNumber === d.busNumber && selector.deviceAddress === d.deviceAddress;
}

function selectorText(selector: UsbDeviceSelector): string {
  return 'vendorId' in selector
    ? `${hex4(selector.vendorId)}:${hex4(selector.productId)}`
    : `${dec3(selector.busNumber)}/${dec3(selector.deviceAddress)}`;
}

/**
 * The one device to open. None: 300001 (plug the adapter in). Several that the selection does not
 * tell apart: 300008 naming them, since opening one of them at random could drive the wrong bus.
 */
export function findGsUsbDevice(library: UsbLibrary, selector?: UsbDeviceSelector): UsbDeviceLike {
  let devices: UsbDeviceLike[];
  try {
    devices = library.getDeviceList();
  } catch (e) {
    throw new BridgeError(
      300001,
      `No connector detected: USB devices cannot be listed (${(e as Error).message})`,
      {
        cause: e,
      },
    );
  }
  const found = devices.filter((d) => matches(d, selector));
  if (found.length === 0) {
    const wanted = selector
      ? `no USB device ${selectorText(selector)} (BRIDGE_USB_DEVICE)`
      : `no candleLight/gs_usb adapter (USB ${GS_USB_DEVICE_IDS.map((k) => `${hex4(k.vendorId)}:${hex4(k.productId)}`).join(', ')})`;
    throw new BridgeError(300001, `No connector detected: ${wanted} is plugged in`);
  }
  if (found.length > 1)
    throw new BridgeError(
      300008,
      `${found.length} gs_usb adapters are plugged in (${found.map(describeUsbDevice).join(', ')}): set BRIDGE_USB_DEVICE to the bus/address of one`,
    );
  return found[0]!;
}
