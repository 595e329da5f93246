// A candleLight adapter as the `usb` npm library (node-usb 2.x legacy API: dist/usb/device.d.ts,
// interface.d.ts, bindings.d.ts) shows it: a Device with its descriptor, bus number and address,
// open/close, control transfers and its two interfaces; the gs_usb interface with claim/release, the
// kernel-driver calls of Linux, and its bulk endpoints; and a library object that lists devices and
// emits 'attach'/'detach' like node-usb's `usb` module. The bridge's gs_usb driver is handed this
// library instead of the real one, so everything it sends crosses the boundary it uses in production.
import { EventEmitter } from 'node:events';
import { CandleLightDevice } from './candlelight-device.ts';
import type { ControlSetup, GsUsbBusHost } from './candlelight-device.ts';
import { CANDLELIGHT_PID, CANDLELIGHT_VID, DFU_INTERFACE, GS_USB_INTERFACE } from './candlelight-defs.ts';
import { LibUsbErrorCode, LibUsbException, LibUsbTransferStatus } from './libusb-errors.ts';
import { InEndpointModel, OutEndpointModel } from './usb-endpoints-model.ts';
import type { EndpointHost } from './usb-endpoints-model.ts';

export interface UsbDeviceModelOptions {
  busNumber?: number;
  deviceAddress?: number;
  serialNumber?: string;
  /** Linux with the gs_usb module loaded binds it to the adapter (default); other systems do not. */
  kernelDriverBound?: boolean;
}

type ControlCallback = (error: LibUsbException | undefined, result: Buffer | number | undefined) => void;

export class UsbInterfaceModel {
  readonly endpoints: (InEndpointModel | OutEndpointModel)[];
  claimed = false;

  constructor(
    readonly interfaceNumber: number,
    private readonly device: UsbDeviceModel,
    host: EndpointHost,
  ) {
    this.endpoints =
      interfaceNumber === GS_USB_INTERFACE ? [new InEndpointModel(host), new OutEndpointModel(host)] : [];
  }

  get descriptor() {
    const gsUsb = this.interfaceNumber === GS_USB_INTERFACE;
    return {
      bInterfaceNumber: this.interfaceNumber,
      bInterfaceClass: gsUsb ? 0xff : 0xfe,
      bNumEndpoints: this.endpoints.length,
    };
  }

  claim(): void {
    this.device.requireAttached();
    if (this.isKernelDriverActive()) throw new LibUsbException(LibUsbErrorCode.busy);
    this.claimed = true;
  }

  release(
    closeEndpoints?: boolean | ((e?: LibUsbException) => void),
    callback?: (e?: LibUsbException) => void,
  ): void {
    const cb = typeof closeEndpoints === 'function' ? closeEndpoints : callback;
    this.claimed = false;
    const error = this.device.attached ? undefined : new LibUsbException(LibUsbErrorCode.noDevice);
    if (cb) process.nextTick(() => cb(error));
  }

  isKernelDriverActive(): boolean {
    this.device.requireAttached();
    return this.interfaceNumber === GS_USB_INTERFACE && this.device.kernelDriverBound;
  }

  detachKernelDriver(): void {
    this.device.requireAttached();
    if (!this.device.kernelDriverBound) throw new LibUsbException(LibUsbErrorCode.notFound);
    this.device.kernelDriverBound = false;
  }

  attachKernelDriver(): void {
    this.device.requireAttached();
    if (this.claimed) throw new LibUsbException(LibUsbErrorCode.busy);
    this.device.kernelDriverBound = true;
  }

  endpoint(address: number): InEndpointModel | OutEndpointModel | undefined {
    return this.endpoints.find((e) => e.address === address);
  }
}

export class UsbDeviceModel {
  readonly firmware: CandleLightDevice;
  readonly deviceDescriptor = {
    idVendor: CANDLELIGHT_VID,
    idProduct: CANDLELIGHT_PID,
    bcdDevice: 0x0000,
    iManufacturer: 1,
    iProduct: 2,
    iSerialNumber: 3,
  };
  readonly busNumber: number;
  readonly deviceAddress: number;
  readonly portNumbers: number[];
  /** Control transfer timeout in ms (node-usb's default). */
  timeout = 1000;
  interfaces: UsbInterfaceModel[] | undefined;
  attached = true;
  kernelDriverBound: boolean;
  private readonly strings: Record<number, string>;
  private readonly gsUsbInterface: UsbInterfaceModel;
  private readonly dfuInterface: UsbInterfaceModel;

  constructor(host: GsUsbBusHost, options: UsbDeviceModelOptions = {}) {
    this.firmware = new CandleLightDevice(host);
    this.busNumber = options.busNumber ?? 1;
    this.deviceAddress = options.deviceAddress ?? 5;
    this.portNumbers = [this.deviceAddress];
    this.kernelDriverBound = options.kernelDriverBound ?? true;
    // include/config.h BOARD_candleLight strings; the serial is the MCU's unique id in hex.
    this.strings = {
      1: 'bytewerk',
      2: 'candleLight USB to CAN adapter',
      3: options.serialNumber ?? '003A00245734570620393235',
    };
    const isAttached = () => this.attached;
    const endpointHost: EndpointHost = {
      firmware: this.firmware,
      get attached() {
        return isAttached();
      },
      claimForTransfer: () => this.claimForTransfer(),
    };
    this.gsUsbInterface = new UsbInterfaceModel(GS_USB_INTERFACE, this, endpointHost);
    this.dfuInterface = new UsbInterfaceModel(DFU_INTERFACE, this, endpointHost);
  }

  requireAttached(): void {
    if (!this.attached) throw new LibUsbException(LibUsbErrorCode.noDevice);
  }

  open(): void {
    this.requireAttached();
    this.interfaces = [this.gsUsbInterface, this.dfuInterface];
  }

  close(): void {
    if (!this.interfaces) throw new Error('Device is not open');
    for (const i of this.interfaces) i.claimed = false;
    this.interfaces = undefined;
  }

  interface(number: number): UsbInterfaceModel {
    if (!this.interfaces) throw new Error('Device is not open');
    const found = this.interfaces[number];
    if (!found) throw new Error(`Unknown interface ${number}`);
    return found;
  }

  /** libusb control transfer: a stalled request completes with LIBUSB_TRANSFER_STALL. */
  controlTransfer(
    bmRequestType: number,
    bRequest: number,
    wValue: number,
    wIndex: number,
    dataOrLength: number | Buffer,
    callback?: ControlCallback,
  ): this {
    const deviceToHost = (bmRequestType & 0x80) !== 0;
    const wLength = typeof dataOrLength === 'number' ? dataOrLength : dataOrLength.length;
    const finish = (error: LibUsbException | undefined, result: Buffer | number | undefined) =>
      setImmediate(() => callback?.call(this, error, result));
    if (!this.interfaces || !this.attached) {
      finish(new LibUsbException(LibUsbErrorCode.noDevice), undefined);
      return this;
    }
    const setup: ControlSetup = { bmRequestType, bRequest, wValue, wIndex, wLength };
    const out = typeof dataOrLength === 'number' ? new Uint8Array() : Uint8Array.from(dataOrLength);
    const result = this.firmware.control(setup, out);
    if (result.stall) finish(new LibUsbException(LibUsbTransferStatus.stall), undefined);
    else finish(undefined, deviceToHost ? Buffer.from(result.data.subarray(0, wLength)) : wLength);
    return this;
  }

  getStringDescriptor(index: number, callback: (error?: LibUsbException, value?: string) => void): void {
    const value = this.strings[index];
    setImmediate(() =>
      this.attached ? callback(undefined, value) : callback(new LibUsbException(LibUsbErrorCode.noDevice)),
    );
  }

  /** The cable between computer and adapter is pulled: transfers end with NO_DEVICE, the firmware stops. */
  unplug(): void {
    if (!this.attached) return;
    this.attached = false;
    this.firmware.powerOff();
    for (const e of this.gsUsbInterface.endpoints) e.unplugged();
  }

  private claimForTransfer(): void {
    if (this.gsUsbInterface.claimed) return;
    if (this.kernelDriverBound) throw new LibUsbException(LibUsbErrorCode.busy);
    this.gsUsbInterface.claimed = true;
  }
}

/** node-usb's module surface the bridge uses: the device list and the hotplug events. */
export class UsbLibraryModel {
  readonly usb = new EventEmitter();
  private devices: UsbDeviceModel[] = [];

  getDeviceList(): UsbDeviceModel[] {
    return [...this.devices];
  }

  /** The adapter is plugged into the computer. */
  plug(device: UsbDeviceModel): UsbDeviceModel {
    this.devices.push(device);
    this.usb.emit('attach', device);
    return device;
  }

  /** The adapter is pulled out: its transfers fail, then 'detach' is emitted. */
  unplug(device: UsbDeviceModel): void {
    this.devices = this.devices.filter((d) => d !== device);
    device.unplug();
    this.usb.emit('detach', device);
  }
}

/** A computer with one candleLight adapter plugged in, wired to the simulated system's bus. */
export function candleLightOn(
  host: GsUsbBusHost,
  options: UsbDeviceModelOptions = {},
): { library: UsbLibraryModel; device: UsbDeviceModel } {
  const library = new UsbLibraryModel();
  return { library, device: library.plug(new UsbDeviceModel(host, options)) };
}
