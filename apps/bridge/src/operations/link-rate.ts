// How fast a wireless link (Wi-Fi, Bluetooth LE) carries frames to the bike, measured just before a
// firmware update, and the update's time predicted from it (issue 29 point 4, decision 2903). The
// update is refused (300021) before anything is written when the link loses frames or the prediction
// is over the limit: the cable is the way then.
import type { DriverKind } from '../drivers/driver.ts';
import { BridgeError } from '../lib/bridge-error.ts';
import type { UdsClient } from '../protocol/uds-client.ts';
import { UdsTimeoutError } from '../protocol/uds-client.ts';

/** The longest firmware update the bridge starts over a wireless link (decision 2903). */
export const WIRELESS_UPDATE_LIMIT_MS = 15 * 60_000;
/** Round trips measured: enough to average out a Wi-Fi retry, few enough to cost well under a second on a good link. */
const PROBES = 20;
/** A slow link is known well enough after this long (at least MIN_PROBES answered). */
const PROBE_BUDGET_MS = 3000;
const MIN_PROBES = 4;
/** Bytes of the image one CAN frame carries: an ISO-TP consecutive frame's payload. */
const IMAGE_BYTES_PER_FRAME = 7;

export interface LinkRate {
  /** Which link was measured. */
  driver: DriverKind;
  /** Frames delivered to the bike per second, each counted when the bike's answer came back. */
  frames_per_s: number;
  /** Probe frames that got no answer. */
  frames_lost: number;
  frames_sent: number;
  /** The transfer's predicted duration over this link. */
  predicted_ms: number;
}

/** Links whose rate is measured before an update: the cable (serial, USB) is never refused. */
export const isWirelessLink = (kind: DriverKind): boolean => kind === 'tcp' || kind === 'ble';

/**
 * Sends TesterPresent (which changes nothing on the component) and waits for each answer, one at a
 * time as the transfer's frames go: over WiCAN every frame waits for the adapter's confirmation, so
 * a round trip is what a frame of the transfer costs.
 */
export async function measureLinkRate(
  client: UdsClient,
  driver: DriverKind,
  imageBytes: number,
): Promise<LinkRate> {
  let answered = 0;
  let lost = 0;
  let answeredMs = 0;
  const started = performance.now();
  for (let sent = 0; sent < PROBES; sent++) {
    if (sent >= MIN_PROBES && performance.now() - started > PROBE_BUDGET_MS) break;
    const t0 = performance.now();
    try {
      await client.testerPresent();
      answered++;
      answeredMs += performance.now() - t0;
    } catch (e) {
      // A lost frame (or a lost answer) is what this counts; a lost link goes on as it always does.
      if (!(e instanceof UdsTimeoutError)) throw e;
      lost++;
    }
  }
  const framesPerS = answered === 0 ? 0 : answered / (answeredMs / 1000);
  const frames = Math.ceil(imageBytes / IMAGE_BYTES_PER_FRAME);
  return {
    driver,
    frames_per_s: Math.round(framesPerS * 10) / 10,
    frames_lost: lost,
    frames_sent: answered + lost,
    predicted_ms: framesPerS === 0 ? Number.MAX_SAFE_INTEGER : Math.round((frames / framesPerS) * 1000),
  };
}

/** "1 h 23 min", "4 min 10 s", "12 s": how the refusal names a duration. */
function spokenDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min ${s % 60} s`;
  return `${Math.floor(min / 60)} h ${min % 60} min`;
}

/** 300021 (nothing written yet) when the measured link drops frames or is too slow for this image. */
export function refuseSlowLink(rate: LinkRate, action: string, component: string): void {
  const link = rate.driver === 'ble' ? 'Bluetooth' : 'Wi-Fi';
  const measured = `The ${link} link delivered ${rate.frames_per_s} frames/s, ${rate.frames_lost} of ${rate.frames_sent} lost`;
  const extra = { action, component, reason: 'not_started' as const };
  if (rate.frames_lost > 0)
    throw new BridgeError(
      300021,
      `${measured}: a firmware update over a link that drops frames is not started. Connect the adapter with the cable.`,
      extra,
    );
  if (rate.predicted_ms > WIRELESS_UPDATE_LIMIT_MS)
    throw new BridgeError(
      300021,
      `${measured}: this update would take about ${spokenDuration(rate.predicted_ms)} (predicted_ms ${rate.predicted_ms}), more than the ${spokenDuration(WIRELESS_UPDATE_LIMIT_MS)} allowed over a wireless link. Connect the adapter with the cable.`,
      extra,
    );
}
