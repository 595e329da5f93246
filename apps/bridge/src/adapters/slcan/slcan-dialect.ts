// The slcan adapter kinds the bridge tells apart on open, never chosen by the user (decision 2500),
// and what each one's firmware does differently (docs/protocols/adapters.md, "slcan dialects"):
// - lawicel: Lawicel CANUSB and the adapters that follow its protocol: every command answered with
//   CR or BEL, "z"/"Z" after a transmit, "V" → "Vhhss", "N" → serial, "F" → status flags, "L" opens
//   listen-only.
// - canable: a CANable/CANtact on its stock firmware (normaldotcom/canable-fw, canable2-fw): nothing
//   is answered but "V" (a git version and remote URL); no listen-only; no transmit confirmation,
//   a full queue drops frames silently.
// - canable25: the CANable 2.5 firmware (Elmue): CR/BEL answers (but never to "C"), "V" → "+Board:
//   …", listen-only by "OS", error reports "E…" after "ME", a transmit echo "M<marker>" after "MM".
// - wican: the WiCAN Wi-Fi/Bluetooth adapter (meatpiHQ/wican-fw main/slcan.c): Lawicel's commands,
//   but every line, a transmit too, answered with a bare CR; "V" always "V2011", "F" always "F00".
import type { SlcanEvent } from '../../protocol/slcan-codec.ts';

type SlcanDialect = 'lawicel' | 'canable' | 'canable25' | 'wican';

export interface SlcanAdapterIdentity {
  dialect: SlcanDialect;
  /** What "V" said (Lawicel hardware.software, CANable git version, CANable 2.5 firmware number). */
  version?: string;
  serial?: string;
  /** Frames the adapter's transmit queue holds (stock CANable: pacing; CANable 2.5: echo window). */
  queueSize?: number;
}

/** canable-fw inc/can.h TXQUEUE_LEN 28 and canable2-fw TXQUEUE_LEN 64, one slot unused in both. */
const CANABLE1_QUEUE = 27;
const CANABLE2_QUEUE = 63;
/** CANable 2.5 Firmware/settings.h BUF_CAN_TXQUEUE_LEN 64, plus the FDCAN Tx FIFO's 3. */
const CANABLE25_QUEUE = 64;

/** wican-fw main/slcan.c: `static const char version[] = "V2011\r"`, whatever the hardware. */
const WICAN_VERSION = { hardware: '20', software: '11' };

/** The stock firmware's "V": `git describe` output, a space, the git remote (a URL or path). */
const STOCK_VERSION = /^[0-9A-Za-z._+-]+ \S*(\/|\.git)\S*$/;

/** True when the device said something, but nothing an slcan adapter says (another firmware). */
export function answeredSomethingElse(events: readonly SlcanEvent[]): boolean {
  return events.some((e) => e.type === 'unknown' && e.text.trim() !== '');
}

/**
 * Tells the dialect from what the adapter said after "C\r" and "V\r": the answer to "V" names the
 * firmware; an adapter that answered "C" but not "V" still follows Lawicel's protocol. Undefined:
 * nothing answered, so this is no slcan adapter the bridge knows.
 */
export function identifyDialect(events: readonly SlcanEvent[]): SlcanAdapterIdentity | undefined {
  for (const e of events) {
    if (e.type === 'version') {
      const wican = e.hardware === WICAN_VERSION.hardware && e.software === WICAN_VERSION.software;
      return { dialect: wican ? 'wican' : 'lawicel', version: `${e.hardware}.${e.software}` };
    }
    if (e.type !== 'unknown') continue;
    if (e.text.startsWith('+Board:')) {
      const field = (name: string) =>
        /* tab-separated "Name: value" pairs */ e.text
          .split('\t')
          .find((f) => f.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      const firmware = field('Firmware');
      const serial = field('Serial');
      return {
        dialect: 'canable25',
        queueSize: CANABLE25_QUEUE,
        ...(firmware ? { version: `${firmware} (slcan ${field('Slcan') ?? '?'})` } : {}),
        ...(serial ? { serial } : {}),
      };
    }
    if (STOCK_VERSION.test(e.text)) {
      // GIT_VERSION " " GIT_REMOTE: the remote names the board's firmware (canable2-fw: 2.0).
      const two = /canable2/i.test(e.text);
      return {
        dialect: 'canable',
        version: e.text.trim(),
        queueSize: two ? CANABLE2_QUEUE : CANABLE1_QUEUE,
      };
    }
  }
  // CR/BEL alone is Lawicel's way; CRs mixed with other words (an ELM327's "?") are not.
  if (answeredSomethingElse(events)) return undefined;
  if (events.some((e) => e.type === 'ok' || e.type === 'error')) return { dialect: 'lawicel' };
  return undefined;
}

/** True once `events` hold the answer to "V" (identification need not wait any longer). */
export function hasVersionAnswer(events: readonly SlcanEvent[]): boolean {
  return events.some((e) => e.type === 'version' || (e.type === 'unknown' && e.text.length > 0));
}

/** The error report of the CANable 2.5 ("E" + 4 bytes hex): bus status and the transmit errors. */
export function parseErrorReport(
  text: string,
): { busStatus: number; appFlags: number; tec: number } | undefined {
  const m = /^E([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})$/i.exec(text);
  if (!m) return undefined;
  return { busStatus: parseInt(m[1]!, 16) & 0xf0, appFlags: parseInt(m[2]!, 16), tec: parseInt(m[3]!, 16) };
}

/** Bus status values of the report (CANable 2.5 settings.h eErrorBusStatus). */
export const Canable25BusStatus = { active: 0x00, warning: 0x10, passive: 0x20, off: 0x30 } as const;
/** App flag: a frame went unacknowledged 500 ms, the adapter aborted it and cleared its queue. */
export const CANABLE25_TX_TIMEOUT = 0x10;
