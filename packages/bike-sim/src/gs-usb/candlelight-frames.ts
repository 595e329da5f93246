// The bytes candleLight_fw exchanges with the host (include/gs_usb.h struct gs_host_frame,
// src/can_common.c, src/can/bxcan.c), little endian as the firmware always speaks: the host's frames
// as the controller reads them, the echo it sends back, received frames and error frames.
import type { CanFrame } from '../can/can-frame.ts';
import type { ErrorReport } from './bxcan-errors.ts';
import {
  CAN_ERR_DLC,
  CanIdFlag,
  ECHO_ID_RX,
  HOST_FRAME_CLASSIC,
  HOST_FRAME_CLASSIC_TS,
} from './candlelight-defs.ts';

/** bxcan.c can_send reads the can_id flags, the low 4 bits of can_dlc and 8 data bytes. */
export function decodeHostFrame(raw: Uint8Array): CanFrame {
  const v = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const canId = v.getUint32(4, true);
  const ext = (canId & CanIdFlag.eff) !== 0;
  const rtr = (canId & CanIdFlag.rtr) !== 0;
  const length = Math.min(raw[8]! & 0x0f, 8);
  return {
    id: ext ? canId & 0x1fff_ffff : canId & 0x7ff,
    data: rtr ? new Uint8Array(length) : raw.slice(12, 12 + length),
    ...(ext ? { ext } : {}),
    ...(rtr ? { rtr } : {}),
  };
}

/** CAN_SendFrame: the host's own buffer goes back with reserved and flags 0 and a timestamp. */
export function echoOf(raw: Uint8Array, timestampUs: number): Uint8Array {
  const echo = new Uint8Array(HOST_FRAME_CLASSIC_TS);
  echo.set(raw.subarray(0, HOST_FRAME_CLASSIC));
  echo[10] = echo[11] = 0;
  new DataView(echo.buffer).setUint32(20, timestampUs, true);
  return echo;
}

/** can_receive + CAN_ReceiveFrame: echo_id GS_HOST_FRAME_ECHO_ID_RX, channel, flags, reserved 0. */
export function receivedFrame(f: CanFrame, timestampUs: number): Uint8Array {
  const id = f.ext ? (f.id & 0x1fff_ffff) | CanIdFlag.eff : f.id & 0x7ff;
  const frame = rxFrame((id | (f.rtr ? CanIdFlag.rtr : 0)) >>> 0, f.data.length, timestampUs);
  if (!f.rtr) frame.set(f.data.subarray(0, 8), 12);
  return frame;
}

/** can_prepare_error_frame: CAN_ERR_FLAG with the error classes, dlc CAN_ERR_DLC. */
export function errorFrame(report: ErrorReport, timestampUs: number): Uint8Array {
  const frame = rxFrame((CanIdFlag.err | report.classes) >>> 0, CAN_ERR_DLC, timestampUs);
  frame.set(report.data, 12);
  return frame;
}

function rxFrame(canId: number, dlc: number, timestampUs: number): Uint8Array {
  const frame = new Uint8Array(HOST_FRAME_CLASSIC_TS);
  const v = new DataView(frame.buffer);
  v.setUint32(0, ECHO_ID_RX, true);
  v.setUint32(4, canId, true);
  frame[8] = dlc;
  v.setUint32(20, timestampUs, true);
  return frame;
}

export function le32(...values: number[]): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  const v = new DataView(out.buffer);
  values.forEach((x, i) => v.setUint32(i * 4, x >>> 0, true));
  return out;
}
