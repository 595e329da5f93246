// Adapter discovery (issue 25): the USB-CAN adapters attached to this computer, named by their USB
// ids so the connect flow offers "CANable 2.0 (slcan)" rather than /dev/ttyACM0 or COM7. Serial
// ports come from serialport's list() and USB devices from the `usb` library's device list — both
// work the same on Linux, macOS and Windows. The ids, each from its public source:
// - 16d0:117e CANable 2.0 slcan: normaldotcom/canable2-fw inc/usbd_desc.c USBD_VID/USBD_PID; the
//   CANable 2.5 slcan firmware keeps them (Elmue …/Firmware/Slcan/usb_class.c).
// - ad50:60c4 CANable 1.0 / CANtact slcan: normaldotcom/canable-fw src/usbd_desc.c.
// - 1d50:606f candleLight (gs_usb): candle-usb/candleLight_fw include/config.h; the kernel's gs_usb
//   table also binds 1209:2323 (torvalds/linux drivers/net/can/usb/gs_usb.c gs_usb_table).
// - 0403:6001 FTDI FT232R: the USB serial chip of the Lawicel CANUSB (and of many other serial
//   cables, hence "or another FTDI serial adapter").
// - 0483:df11 STM32 system bootloader in DFU mode (ST AN3156): a CANable waiting for firmware.
import type { UsbLibrary } from './gs-usb/usb-library.ts';

interface SerialPortListing {
  path: string;
  vendorId?: string | undefined;
  productId?: string | undefined;
  manufacturer?: string | undefined;
  serialNumber?: string | undefined;
}

interface UsbListing {
  vendorId: number;
  productId: number;
  busNumber: number;
  deviceAddress: number;
}

/** Where the listings come from (tests hand in their own). */
export interface AdapterSources {
  serialPorts(): Promise<SerialPortListing[]>;
  usbDevices(): Promise<UsbListing[]>;
}

export interface AttachedAdapter {
  /** What to connect with: the serial path (BRIDGE_SERIAL_PATH) or "usb BBB/AAA" (BRIDGE_USB_DEVICE). */
  id: string;
  name: string;
  /** The driver that speaks to it; null when the bridge cannot use it as it is. */
  driver: 'serial' | 'gs_usb' | null;
  vendor_id: string | null;
  product_id: string | null;
  serial_number: string | null;
  /** A connector-health code when the adapter is attached but not usable (300015 wrong firmware). */
  health_code: number | null;
}

interface KnownAdapter {
  name: string;
  driver: AttachedAdapter['driver'];
  health?: number;
}

const KNOWN: Record<string, KnownAdapter> = {
  '16d0:117e': { name: 'CANable 2.0 (slcan)', driver: 'serial' },
  'ad50:60c4': { name: 'CANable 1.0 (slcan)', driver: 'serial' },
  '0403:6001': { name: 'Lawicel CANUSB or another FTDI serial adapter', driver: 'serial' },
  '1d50:606f': { name: 'candleLight / CANable (gs_usb)', driver: 'gs_usb' },
  '1209:2323': { name: 'candleLight (gs_usb)', driver: 'gs_usb' },
  '0483:df11': { name: 'Adapter in firmware-update mode (STM32 DFU)', driver: null, health: 300015 },
};

const hex4 = (v: number) => v.toString(16).padStart(4, '0');
const dec3 = (v: number) => String(v).padStart(3, '0');

export async function listAttachedAdapters(sources: AdapterSources): Promise<AttachedAdapter[]> {
  const [ports, usb] = await Promise.all([
    sources.serialPorts().catch(() => []),
    sources.usbDevices().catch(() => []),
  ]);
  const found: AttachedAdapter[] = [];
  for (const p of ports) {
    const vid = p.vendorId?.toLowerCase() ?? null;
    const pid = p.productId?.toLowerCase() ?? null;
    const known = vid && pid ? KNOWN[`${vid}:${pid}`] : undefined;
    // A serial port with no USB ids (a built-in UART) is no USB-CAN adapter: not offered.
    if (!vid || !pid) continue;
    found.push({
      id: p.path,
      name:
        known?.driver === 'serial' ? known.name : `${p.manufacturer ?? 'USB serial device'} (${vid}:${pid})`,
      driver: 'serial',
      vendor_id: vid,
      product_id: pid,
      serial_number: p.serialNumber ?? null,
      // Other ids may still be slcan adapters (clones on other USB serial chips): the kind is found
      // on open, so no verdict here.
      health_code: null,
    });
  }
  for (const d of usb) {
    const key = `${hex4(d.vendorId)}:${hex4(d.productId)}`;
    const known = KNOWN[key];
    // USB devices are listed only when they are adapters the bridge speaks to over USB (or a CANable
    // waiting for firmware); slcan adapters show up as serial ports above.
    if (!known || known.driver === 'serial') continue;
    found.push({
      id: `usb ${dec3(d.busNumber)}/${dec3(d.deviceAddress)}`,
      name: known.name,
      driver: known.driver,
      vendor_id: hex4(d.vendorId),
      product_id: hex4(d.productId),
      serial_number: null,
      health_code: known.health ?? null,
    });
  }
  return found;
}

/** The real sources: serialport's list() and the `usb` library (loaded on first use). */
export function systemAdapterSources(loadUsb: () => Promise<UsbLibrary>): AdapterSources {
  return {
    async serialPorts() {
      const { SerialPort } = await import('serialport');
      return SerialPort.list();
    },
    async usbDevices() {
      const usb = await loadUsb();
      return usb.getDeviceList().map((d) => ({
        vendorId: d.deviceDescriptor.idVendor,
        productId: d.deviceDescriptor.idProduct,
        busNumber: d.busNumber,
        deviceAddress: d.deviceAddress,
      }));
    },
  };
}
