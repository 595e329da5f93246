// What the candleLight firmware (candle-usb/candleLight_fw, commit 64dc8dc) defines, read from its
// source only — not from the bridge's host side — so the device model tests the bridge against the
// firmware's own numbers. Each value names the file it comes from.

/** include/config.h: USBD_VID / USBD_PID_FS (the OpenMoko ids the project uses). */
export const CANDLELIGHT_VID = 0x1d50;
export const CANDLELIGHT_PID = 0x606f;

/** include/gs_usb.h: GSUSB_ENDPOINT_IN / GSUSB_ENDPOINT_OUT; include/usbd_gs_can.h: packet size. */
export const ENDPOINT_IN = 0x81;
export const ENDPOINT_OUT = 0x02;
export const MAX_PACKET_SIZE = 32;
/** src/usbd_gs_can.c USBD_GS_CAN_CfgDesc: interface 0 is gs_usb (vendor class 0xFF), 1 is DFU. */
export const GS_USB_INTERFACE = 0;
export const DFU_INTERFACE = 1;

/** include/gs_usb.h enum gs_usb_breq. */
export const Breq = {
  hostFormat: 0,
  bitTiming: 1,
  mode: 2,
  berr: 3,
  btConst: 4,
  deviceConfig: 5,
  timestamp: 6,
  identify: 7,
  dataBitTiming: 10,
  btConstExt: 11,
  setTermination: 12,
  getTermination: 13,
  getState: 14,
  setFilter: 15,
  getFilter: 16,
  getTdcConst: 17,
  setTdc: 18,
  getTdc: 19,
  busOffRecovery: 32,
} as const;

/** include/gs_usb.h struct gs_device_bittiming. */
export interface BitTiming {
  propSeg: number;
  phaseSeg1: number;
  phaseSeg2: number;
  sjw: number;
  brp: number;
}

/** include/gs_usb.h enum gs_can_mode and enum gs_can_state. */
export const CanMode = { reset: 0, start: 1 } as const;
export const CanState = {
  errorActive: 0,
  errorWarning: 1,
  errorPassive: 2,
  busOff: 3,
  stopped: 4,
  sleeping: 5,
} as const;

/** include/gs_usb.h GS_CAN_FEATURE_* (also the mode flags of GS_USB_BREQ_MODE). */
export const Feature = {
  listenOnly: 1 << 0,
  loopBack: 1 << 1,
  tripleSample: 1 << 2,
  oneShot: 1 << 3,
  hwTimestamp: 1 << 4,
  identify: 1 << 5,
  padPktsToMaxPktSize: 1 << 7,
  fd: 1 << 8,
  filter: 1 << 16,
  berrReporting: 1 << 12,
  getState: 1 << 13,
  busOffRecovery: 1 << 18,
} as const;

/** src/can/bxcan.c CAN_btconst (CONFIG_TERMINATION off for the candleLight board, filter on). */
export const BXCAN_FEATURES =
  Feature.listenOnly |
  Feature.loopBack |
  Feature.oneShot |
  Feature.hwTimestamp |
  Feature.identify |
  Feature.padPktsToMaxPktSize |
  Feature.berrReporting |
  Feature.getState |
  Feature.filter |
  Feature.busOffRecovery;
export const BXCAN_LIMITS = {
  tseg1Min: 1,
  tseg1Max: 16,
  tseg2Min: 1,
  tseg2Max: 8,
  sjwMax: 4,
  brpMin: 1,
  brpMax: 1024,
  brpInc: 1,
} as const;
/** include/config.h BOARD_candleLight: CAN_CLOCK_SPEED. */
export const CANDLELIGHT_CAN_CLOCK = 48_000_000;

/** src/usbd_gs_can.c USBD_GS_CAN_dconf: icount = NUM_CAN_CHANNEL - 1, sw_version 2, hw_version 1. */
export const DEVICE_CONFIG = { channels: 1, swVersion: 2, hwVersion: 1 } as const;

/** include/gs_usb.h: byte sizes of the structs passed on endpoint 0. */
export const StructSize = {
  hostConfig: 4,
  deviceConfig: 12,
  deviceMode: 8,
  deviceState: 12,
  bitTiming: 20,
  btConst: 40,
  identifyMode: 4,
  timestamp: 4,
} as const;

/** include/gs_usb.h struct gs_host_frame: 12-byte header + classic_can (8) [+ timestamp_us (4)]. */
const HOST_FRAME_HEADER = 12;
export const HOST_FRAME_CLASSIC = HOST_FRAME_HEADER + 8;
export const HOST_FRAME_CLASSIC_TS = HOST_FRAME_CLASSIC + 4;
/** include/gs_usb.h GS_HOST_FRAME_ECHO_ID_RX: marks a received frame, not an echo. */
export const ECHO_ID_RX = 0xffff_ffff;

/** include/gs_usb.h: can_id flags and error classes (the Linux SocketCAN values). */
export const CanIdFlag = { eff: 0x8000_0000, rtr: 0x4000_0000, err: 0x2000_0000 } as const;
export const CanErr = {
  crtl: 0x04,
  prot: 0x08,
  ack: 0x20,
  busOff: 0x40,
  busError: 0x80,
  restarted: 0x100,
  cnt: 0x200,
} as const;
export const CanErrCrtl = {
  rxWarning: 0x04,
  txWarning: 0x08,
  rxPassive: 0x10,
  txPassive: 0x20,
  active: 0x40,
} as const;
export const CAN_ERR_DLC = 8;

/** include/config.h CAN_QUEUE_SIZE: frame objects shared by both directions (64 per channel). */
export const FRAME_POOL_SIZE = 64;
/** bxCAN (RM0091): three transmit mailboxes, a three-deep receive FIFO 0. */
export const TX_MAILBOXES = 3;
export const RX_FIFO_DEPTH = 3;

/** src/can_common.c: error thresholds and the firmware's own bus-off restart delay. */
export const ERROR_WARNING_THRESHOLD = 96;
export const ERROR_PASSIVE_THRESHOLD = 128;
export const BUS_OFF_THRESHOLD = 256;
export const BUS_OFF_RESTART_DELAY_MS = 100;
