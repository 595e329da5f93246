// A live-data recording as a service report or a warranty claim keeps it (decision 1776): the
// bridge streams four samples a second, so a recording holds at most two minutes — 480 samples
// of every channel. The portal stops recording at the bound; the API refuses anything larger.
import type { LiveSignalName } from './uds-live-data.ts';

/** The longest recording kept, in milliseconds from its first sample. */
export const RECORDING_MAX_MS = 120_000;
/** Samples per channel: two minutes at the bridge's four samples a second. */
export const RECORDING_MAX_SAMPLES = 480;
/** Channels per recording: the drive's live signals, with room for a few more. */
export const RECORDING_MAX_CHANNELS = 12;
/** The recording's JSON size: every channel full at two decimals fits (about 65 KiB); long numbers do not. */
export const RECORDING_MAX_BYTES = 96 * 1024;

export interface RecordingChannel {
  name: LiveSignalName;
  unit: string;
  /** [milliseconds since started_at, value] in time order. */
  samples: [number, number][];
}
export interface LiveRecording {
  started_at: string;
  channels: RecordingChannel[];
}
