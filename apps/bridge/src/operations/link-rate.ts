// How fast a wireless link (Wi-Fi, Bluetooth LE) carries frames to the bike, measured just before a
// firmware update, and the update's time predicted from it (issue 29 point 4, decision 2903). The
// update is refused (300021) before anything is written when the link loses frames or the prediction
// is over the limit: the cable is the way then.
import { frameBitLength } from '@dealer/bike-sim';
import type { Driver, DriverKind } from '../drivers/driver.ts';
import { BridgeError } from '../lib/bridge-error.ts';
import type { UdsClient } from '../protocol/uds-client.ts';
import { UdsTimeoutError } from '../protocol/uds-client.ts';

/** The longest firmware update the bridge starts over a wireless link (decision 2903). */
export const WIRELESS_UPDATE_LIMIT_MS = 15 * 60_000;
/** Answered round trips: a lost frame shows as a request without an answer. */
const PROBES = 8;
/**
 * Keep-alives sent at once to measure the rate: as many as the transfer keeps in WiCAN's queue
 * (WICAN_QUEUED_AT_MOST), so they are pipelined as the transfer's frames are (decision 2903).
 */
const BURST = 50;
/** TesterPresent with suppressPosRspMsgIndicationBit: changes nothing, answered by nothing (ISO 14229-1 §10.5). */
const SILENT_TESTER_PRESENT = Uint8Array.of(0x3e, 0x80);
/** A slow link is known well enough after this long (at least MIN_PROBES answered). */
const PROBE_BUDGET_MS = 3000;
const MIN_PROBES = 4;
/** Bytes of the image one CAN frame carries: an ISO-TP consecutive frame's payload. */
const IMAGE_BYTES_PER_FRAME = 7;

export interface LinkRate {
  /** Which link was measured. */
  driver: DriverKind;
  /** Frames the adapter took per second of handing them over (its confirmation, over WiCAN). */
  frames_per_s: number;
  /** Probe requests that got no answer (a frame lost one way or the other). */
  frames_lost: number;
  frames_sent: number;
  /** The transfer's predicted duration over this link. */
  predicted_ms: number;
}

/** Links whose rate is measured before an update: the cable (serial, USB) is never refused. */
export const isWirelessLink = (kind: DriverKind): boolean => kind === 'tcp' || kind === 'ble';

/**
 * Sends TesterPresent (which changes nothing on the component) and waits for each answer: a frame
 * lost either way shows as a request without an answer. The rate comes from a burst of silent
 * keep-alives pipelined as the transfer's frames are (burstRate): round trips would count each
 * frame's whole radio latency, which pipelining overlaps, and refuse links that are fine.
 */
export async function measureLinkRate(
  client: UdsClient,
  driver: Pick<Driver, 'kind' | 'transmitted' | 'bitrate'>,
  imageBytes: number,
): Promise<LinkRate> {
  let answered = 0;
  let lost = 0;
  const started = performance.now();
  for (let sent = 0; sent < PROBES; sent++) {
    if (sent >= MIN_PROBES && performance.now() - started > PROBE_BUDGET_MS) break;
    try {
      await client.testerPresent();
      answered++;
    } catch (e) {
      // A lost frame (or a lost answer) is what this counts; a lost link goes on as it always does.
      if (!(e instanceof UdsTimeoutError)) throw e;
      lost++;
    }
  }
  const framesPerS = await burstRate(client, driver);
  const frames = Math.ceil(imageBytes / IMAGE_BYTES_PER_FRAME);
  // However fast the link, the bus carries no more than its bitrate allows (full frames, worst stuffing).
  const busFramesPerS = driver.bitrate / frameBitLength({ id: 0x7ff, data: new Uint8Array(8) }, 'worst');
  const sendable = Math.min(framesPerS, busFramesPerS);
  return {
    driver: driver.kind,
    frames_per_s: Math.round(framesPerS * 10) / 10,
    frames_lost: lost,
    frames_sent: answered + lost,
    predicted_ms: sendable === 0 ? Number.MAX_SAFE_INTEGER : Math.round((frames / sendable) * 1000),
  };
}

/**
 * Frames per second over a burst of silent keep-alives handed to the transport at once: pipelined
 * as the transfer's frames are (WiCAN takes the next before the last one's CR), so the rate is
 * frames over the wall-clock time the adapter spent taking them (its tally), not a sum of
 * overlapping round trips. A driver that keeps no tally: the burst's wall-clock time.
 */
async function burstRate(client: UdsClient, driver: Pick<Driver, 'transmitted'>): Promise<number> {
  return client.exclusive(async () => {
    const before = driver.transmitted?.();
    const started = performance.now();
    await Promise.all(Array.from({ length: BURST }, () => client.channel.send(SILENT_TESTER_PRESENT)));
    const wallMs = performance.now() - started;
    const after = driver.transmitted?.();
    const tallied = before && after && after.frames > before.frames && after.ms > before.ms;
    if (tallied) return (after.frames - before.frames) / ((after.ms - before.ms) / 1000);
    return BURST / (wallMs / 1000);
  });
}

/** "1 h 23 min", "4 min 10 s", "12 s": how the refusal names a duration. */
function spokenDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return s % 60 === 0 ? `${min} min` : `${min} min ${s % 60} s`;
  return `${Math.floor(min / 60)} h ${min % 60} min`;
}

/** 300021 (nothing written yet) when the measured link drops frames or is too slow for this image. */
export function refuseSlowLink(rate: LinkRate, action: string, component: string): void {
  const link = rate.driver === 'ble' ? 'Bluetooth' : 'Wi-Fi';
  const measured = `The ${link} link delivered ${rate.frames_per_s} frames/s, ${rate.frames_lost} of ${rate.frames_sent} lost`;
  const extra = { action, component, reason: 'not_started' as const };
  // Nothing answered at all is a silent component, not a lossy link: its own check says so next.
  if (rate.frames_lost > 0 && rate.frames_lost < rate.frames_sent)
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
