// Endpoint 0 of the candleLight firmware (src/usbd_gs_can.c USBD_GS_CAN_Setup, Vendor_Request,
// Config_Request): which requests the setup stage accepts, how long their data stage is, and the
// constant answers. A request refused here stalls; EP0_RxReady's later refusals do not (see the device).
import { le32 } from './candlelight-frames.ts';
import {
  BXCAN_FEATURES,
  BXCAN_LIMITS,
  Breq,
  CANDLELIGHT_CAN_CLOCK,
  DEVICE_CONFIG,
  DFU_INTERFACE,
  Feature,
  StructSize,
} from './candlelight-defs.ts';
import type { BitTiming } from './candlelight-defs.ts';

export interface ControlSetup {
  bmRequestType: number;
  bRequest: number;
  wValue: number;
  wIndex: number;
  wLength: number;
}

/** The model is built without CONFIG_CAN_FILTER, so the filter feature is not advertised. */
const MODEL_FEATURES = BXCAN_FEATURES & ~Feature.filter;

/** struct gs_device_bt_const of src/can/bxcan.c with the board's 48 MHz CAN clock. */
export const BT_CONST_REPLY = le32(MODEL_FEATURES, CANDLELIGHT_CAN_CLOCK, ...Object.values(BXCAN_LIMITS));
/** USBD_GS_CAN_dconf: reserved ×3, icount, sw_version, hw_version. */
export const DEVICE_CONFIG_REPLY = Uint8Array.from([
  0,
  0,
  0,
  DEVICE_CONFIG.channels - 1,
  ...le32(DEVICE_CONFIG.swVersion, DEVICE_CONFIG.hwVersion),
]);

/** Device → host requests and the length the firmware sends. */
const REPLY_LENGTH: Partial<Record<number, number>> = {
  [Breq.btConst]: StructSize.btConst,
  [Breq.deviceConfig]: StructSize.deviceConfig,
  [Breq.timestamp]: StructSize.timestamp,
  [Breq.getState]: StructSize.deviceState,
};
/** Host → device requests and the least data they need. */
const REQUEST_LENGTH: Partial<Record<number, number>> = {
  [Breq.hostFormat]: StructSize.hostConfig,
  [Breq.bitTiming]: StructSize.bitTiming,
  [Breq.mode]: StructSize.deviceMode,
  [Breq.identify]: StructSize.identifyMode,
  [Breq.busOffRecovery]: 0,
};
/** HOST_FORMAT and DEVICE_CONFIG are per device; every other request names a channel in wValue. */
const PER_DEVICE = new Set<number>([Breq.hostFormat, Breq.deviceConfig]);
/** sizeof(union ep0): its largest member is struct gs_device_filter (4 + 4 × 4 + 2 × 14 × 4 bytes). */
const EP0_BUFFER = 132;

/**
 * True when the setup stage stalls: not a class/vendor request to the device or an interface, a
 * DFU class request (not modelled), a channel other than 0, a request this build does not know
 * (BERR, user id, the CAN-FD, termination and filter ones), the wrong direction, or too short.
 */
export function setupStalls(setup: ControlSetup, outData: Uint8Array): boolean {
  const type = (setup.bmRequestType >> 5) & 0x03; // 1 class, 2 vendor: both reach the class driver
  const recipient = setup.bmRequestType & 0x1f;
  if ((type !== 1 && type !== 2) || recipient > 1) return true;
  if (type === 1 && recipient === 1 && setup.wIndex === DFU_INTERFACE) return true;
  if (!PER_DEVICE.has(setup.bRequest) && setup.wValue !== 0) return true;
  if (setup.bmRequestType & 0x80) {
    const len = REPLY_LENGTH[setup.bRequest];
    return len === undefined || setup.wLength < len;
  }
  const len = REQUEST_LENGTH[setup.bRequest];
  return (
    len === undefined || setup.wLength < len || setup.wLength > EP0_BUFFER || outData.length < setup.wLength
  );
}

/** struct gs_device_bittiming, if can_check_bittiming_ok accepts it against the bxCAN BT_CONST. */
export function acceptedBitTiming(d: DataView): BitTiming | undefined {
  const u32 = (i: number) => d.getUint32(i * 4, true);
  const t = { propSeg: u32(0), phaseSeg1: u32(1), phaseSeg2: u32(2), sjw: u32(3), brp: u32(4) };
  const tseg1 = t.propSeg + t.phaseSeg1;
  const l = BXCAN_LIMITS;
  const ok =
    tseg1 >= l.tseg1Min &&
    tseg1 <= l.tseg1Max &&
    t.phaseSeg2 >= l.tseg2Min &&
    t.phaseSeg2 <= l.tseg2Max &&
    t.sjw <= l.sjwMax &&
    t.brp >= l.brpMin &&
    t.brp <= l.brpMax;
  return ok ? t : undefined;
}
