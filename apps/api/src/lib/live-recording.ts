// The live-data recording a service report or a claim carries (decision 1776): TypeBox bounds the
// shape (channels, samples, time window); what a schema cannot say — the whole size, time order,
// one entry per channel — is checked here, and refused as 400700 like any other bad input.
import { Type, type Static } from 'typebox';
import {
  LiveSignal,
  RECORDING_MAX_BYTES,
  RECORDING_MAX_CHANNELS,
  RECORDING_MAX_MS,
  RECORDING_MAX_SAMPLES,
} from '@dealer/contracts';
import { badInput } from './app-error.ts';
import { Enum } from './schema.ts';

const Sample = Type.Tuple([
  Type.Integer({ minimum: 0, maximum: RECORDING_MAX_MS, description: 'milliseconds since started_at' }),
  Type.Number({ minimum: -100000, maximum: 100000 }),
]);

export const RecordingSchema = Type.Object(
  {
    started_at: Type.String({ format: 'date-time' }),
    channels: Type.Array(
      Type.Object(
        {
          name: Enum(LiveSignal),
          unit: Type.String({ minLength: 1, maxLength: 16 }),
          samples: Type.Array(Sample, { minItems: 1, maxItems: RECORDING_MAX_SAMPLES }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: RECORDING_MAX_CHANNELS },
    ),
  },
  {
    additionalProperties: false,
    description: `a live-data recording: at most ${RECORDING_MAX_MS / 1000} s, ${RECORDING_MAX_SAMPLES} samples a channel, ${RECORDING_MAX_BYTES / 1024} KiB`,
  },
);
export type Recording = Static<typeof RecordingSchema>;

/** Refuses a recording the schema lets through but the rules do not (field: where it came in). */
export function assertRecording(field: string, recording: Recording | null | undefined): void {
  if (!recording) return;
  if (Buffer.byteLength(JSON.stringify(recording)) > RECORDING_MAX_BYTES)
    throw badInput(field, `a recording is at most ${RECORDING_MAX_BYTES} bytes`);
  const names = recording.channels.map((c) => c.name);
  if (new Set(names).size !== names.length) throw badInput(`${field}/channels`, 'a channel is listed twice');
  recording.channels.forEach((c, i) => {
    if (c.samples.some((s, j) => j > 0 && s[0] < c.samples[j - 1]![0]))
      throw badInput(`${field}/channels/${i}/samples`, 'samples must be in time order');
  });
}
