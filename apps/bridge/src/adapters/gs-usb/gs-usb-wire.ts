// The gs_usb protocol as the Linux kernel's host driver speaks it (torvalds/linux
// drivers/net/can/usb/gs_usb.c; error classes from include/uapi/linux/can/error.h): USB ids, vendor
// requests on endpoint 0, the structures they carry (little endian) and the 20-byte host frame.
import type { CanFrame } from '../../protocol/can-transport.ts';

/** gs_usb_table: the devices the kernel binds to interface 0 of (vendor, product). */
export const GS_USB_DEVICE_IDS = [
  { vendorId: 0x1d50, productId: 0x606f, name: 'candleLight / CANable (gs_usb)' },
  { vendorId: 0x1209, productId: 0x2323, name: 'candleLight (pid.codes)' },
  { vendorId: 0x1cd2, productId: 0x606f, name: 'CES CANext FD' },
  { vendorId: 0x16d0, productId: 0x10b8, name: 'ABE CANdebugger FD' },
] as const;

export const GS_USB_INTERFACE = 0;
/** GS_USB_ENDPOINT_IN / GS_USB_ENDPOINT_OUT as endpoint addresses. */
export const ENDPOINT_IN = 0x81;
export const ENDPOINT_OUT = 0x02;
/** GS_MAX_TX_URBS: at most this many frames of a channel are on their way at once. */
export const MAX_TX_IN_FLIGHT = 10;

/** enum gs_usb_breq. */
export const GsRequest = {
  hostFormat: 0,
  bitTiming: 1,
  mode: 2,
  btConst: 4,
  deviceConfig: 5,
  getState: 14,
} as const;

/** USB_DIR_OUT | USB_TYPE_VENDOR | USB_RECIP_INTERFACE, and the same device → host. */
export const REQUEST_OUT = 0x41;
export const REQUEST_IN = 0xc1;

/** gs_usb_probe sends byte_order 0x0000beef; candleLight ignores it and speaks little endian. */
const HOST_BYTE_ORDER = 0x0000beef;

export const GsMode = { reset: 0, start: 1 } as const;
/** GS_CAN_MODE_* flags of GS_USB_BREQ_MODE and the matching GS_CAN_FEATURE_* bits of BT_CONST. */
export const GsFlag = { listenOnly: 1 << 0, loopBack: 1 << 1, oneShot: 1 << 3, hwTimestamp: 1 << 4 } as const;
/** GS_USB_BREQ_GET_STATE exists on devices announcing GS_CAN_FEATURE_GET_STATE (candleLight). */
export const FEATURE_GET_STATE = 1 << 13;
/** enum gs_can_state. */
export const GsState = { errorActive: 0, errorWarning: 1, errorPassive: 2, busOff: 3 } as const;

/** struct gs_host_frame: echo_id, can_id, can_dlc, channel, flags, reserved, data[8]. */
const HOST_FRAME_SIZE = 20;
/** echo_id of a frame the device received from the bus (the kernel's `hf->echo_id == -1`). */
const ECHO_ID_RECEIVED = 0xffff_ffff;

const CAN_EFF_FLAG = 0x8000_0000;
const CAN_RTR_FLAG = 0x4000_0000;
const CAN_ERR_FLAG = 0x2000_0000;
/** linux/can/error.h classes the driver acts on, and the controller state bits of data[1]. */
const CanErrorClass = { crtl: 0x04, busOff: 0x40, restarted: 0x100 } as const;
const CRTL_PASSIVE = 0x10 | 0x20;

export interface BitTimingConst {
  feature: number;
  fclkCan: number;
  tseg1Min: number;
  tseg1Max: number;
  tseg2Min: number;
  tseg2Max: number;
  sjwMax: number;
  brpMin: number;
  brpMax: number;
  brpInc: number;
}

export interface BitTiming {
  propSeg: number;
  phaseSeg1: number;
  phaseSeg2: number;
  sjw: number;
  brp: number;
}

const u32s = (...values: number[]): Buffer => {
  const out = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => out.writeUInt32LE(v >>> 0, i * 4));
  return out;
};

export const encodeHostFormat = (): Buffer => u32s(HOST_BYTE_ORDER);
export const encodeMode = (mode: number, flags: number): Buffer => u32s(mode, flags);
export const encodeBitTiming = (t: BitTiming): Buffer =>
  u32s(t.propSeg, t.phaseSeg1, t.phaseSeg2, t.sjw, t.brp);

/** struct gs_device_bt_const (40 bytes). */
export function decodeBitTimingConst(b: Buffer): BitTimingConst {
  if (b.length < 40) throw new RangeError(`BT_CONST answer of ${b.length} bytes, 40 expected`);
  const [feature, fclkCan, tseg1Min, tseg1Max, tseg2Min, tseg2Max, sjwMax, brpMin, brpMax, brpInc] =
    Array.from({ length: 10 }, (_, i) => b.readUInt32LE(i * 4)) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
  return { feature, fclkCan, tseg1Min, tseg1Max, tseg2Min, tseg2Max, sjwMax, brpMin, brpMax, brpInc };
}

/** struct gs_device_config (12 bytes): icount is the number of channels minus one. */
export function decodeDeviceConfig(b: Buffer): { channels: number; swVersion: number; hwVersion: number } {
  if (b.length < 12) throw new RangeError(`DEVICE_CONFIG answer of ${b.length} bytes, 12 expected`);
  return { channels: b[3]! + 1, swVersion: b.readUInt32LE(4), hwVersion: b.readUInt32LE(8) };
}

/** gs_can_start_xmit: a classic frame on channel 0 with the given echo id. */
export function encodeHostFrame(frame: CanFrame, echoId: number): Buffer {
  const out = Buffer.alloc(HOST_FRAME_SIZE);
  out.writeUInt32LE(echoId, 0);
  const id = frame.ext ? (frame.id & 0x1fff_ffff) | CAN_EFF_FLAG : frame.id & 0x7ff;
  out.writeUInt32LE((id | (frame.rtr ? CAN_RTR_FLAG : 0)) >>> 0, 4);
  out[8] = Math.min(frame.data.length, 8);
  if (!frame.rtr) out.set(frame.data.subarray(0, 8), 12);
  return out;
}

export type DeviceMessage =
  | { kind: 'echo'; echoId: number }
  | { kind: 'frame'; frame: CanFrame }
  | { kind: 'error'; classes: number; data: Uint8Array };

/** gs_usb_receive_bulk_callback: an echo of our frame, a received frame or an error frame. */
export function decodeDeviceMessage(b: Buffer): DeviceMessage | undefined {
  if (b.length < HOST_FRAME_SIZE) return undefined;
  const echoId = b.readUInt32LE(0);
  if (echoId !== ECHO_ID_RECEIVED) return { kind: 'echo', echoId };
  const canId = b.readUInt32LE(4);
  const data = Uint8Array.from(b.subarray(12, 20));
  if (canId & CAN_ERR_FLAG) return { kind: 'error', classes: canId & 0x1fff_ffff, data };
  const ext = (canId & CAN_EFF_FLAG) !== 0;
  const rtr = (canId & CAN_RTR_FLAG) !== 0;
  const length = Math.min(b[8]!, 8);
  return {
    kind: 'frame',
    frame: {
      id: ext ? canId & 0x1fff_ffff : canId & 0x7ff,
      data: rtr ? new Uint8Array(length) : data.slice(0, length),
      ...(ext ? { ext } : {}),
      ...(rtr ? { rtr } : {}),
    },
  };
}

/**
 * gs_update_state: the controller state an error frame tells. Restarted → active, bus-off, or from
 * the CRTL data byte; undefined when the frame says nothing about the state (a bus error alone).
 */
export function stateFromErrorFrame(classes: number, data: Uint8Array): number | undefined {
  if (classes & CanErrorClass.restarted) return GsState.errorActive;
  if (classes & CanErrorClass.busOff) return GsState.busOff;
  if (!(classes & CanErrorClass.crtl)) return undefined;
  const crtl = data[1] ?? 0;
  if (crtl & (0x04 | 0x08)) return GsState.errorWarning;
  if (crtl & CRTL_PASSIVE) return GsState.errorPassive;
  return GsState.errorActive;
}
