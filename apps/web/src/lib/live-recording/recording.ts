// A live-data recording as the API keeps it with a service report or a claim (decision 1776): every
// signal as a channel of [ms since the first sample, value] pairs, bounded to two minutes and 480
// samples, values rounded to hundredths so a full recording stays well inside the size limit.
import {
  LiveSignal,
  LiveSignalSpec,
  RECORDING_MAX_MS,
  RECORDING_MAX_SAMPLES,
  type LiveRecording,
  type LiveValues,
  type RecordingChannel,
} from '@dealer/contracts';

/** One moment of the drive system's live data, as the live-data stream delivers it. */
export interface LiveSample {
  at: number;
  /** A signal left out is one the drive system does not report (decision 1123). */
  values: LiveValues;
}

/** Whether a recording of these samples has reached its bound and must stop. */
export const recordingFull = (samples: readonly LiveSample[]): boolean =>
  samples.length >= RECORDING_MAX_SAMPLES ||
  (samples.length > 1 && samples.at(-1)!.at - samples[0]!.at >= RECORDING_MAX_MS);

/** The signals these samples report (decision 1123): a drive system may leave some out. */
export const reportedSignals = (samples: readonly LiveSample[]) =>
  LiveSignal.filter((name) => samples.some((s) => s.values[name] !== undefined));

export function toRecording(samples: readonly LiveSample[]): LiveRecording | null {
  const first = samples[0];
  if (!first) return null;
  const kept = samples
    .filter((s) => s.at - first.at >= 0 && s.at - first.at <= RECORDING_MAX_MS)
    .slice(0, RECORDING_MAX_SAMPLES);
  return {
    started_at: new Date(first.at).toISOString(),
    // Only the signals the drive system reports (decision 1123): a channel is never filled in.
    channels: reportedSignals(kept).map((name) => ({
      name,
      unit: LiveSignalSpec[name].unit,
      samples: kept.flatMap((s): [number, number][] => {
        const v = s.values[name];
        return v === undefined ? [] : [[Math.round(s.at - first.at), Math.round(v * 100) / 100]];
      }),
    })),
  };
}

export interface ChannelStats {
  min: number;
  avg: number;
  max: number;
}

export function channelStats(channel: RecordingChannel): ChannelStats | null {
  const values = channel.samples.map(([, v]) => v);
  if (!values.length) return null;
  return {
    min: Math.min(...values),
    avg: values.reduce((a, b) => a + b, 0) / values.length,
    max: Math.max(...values),
  };
}

/** The recording's length in seconds: its last sample's time. */
export const durationSeconds = (r: LiveRecording): number =>
  Math.max(0, ...r.channels.map((c) => c.samples.at(-1)?.[0] ?? 0)) / 1000;
