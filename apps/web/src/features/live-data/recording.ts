// A recording of live samples as CSV (one row per sample, ISO time and every signal with its unit),
// the format a workshop's spreadsheet or a claim reviewer opens.
import { LiveSignal, LiveSignalSpec } from '@dealer/contracts';
import type { LiveSample } from '../../lib/service-tool/use-live-data.ts';

export function recordingCsv(samples: readonly LiveSample[]): string {
  const head = ['time', ...LiveSignal.map((s) => `${s} (${LiveSignalSpec[s].unit})`)].join(',');
  const rows = samples.map((s) =>
    [new Date(s.at).toISOString(), ...LiveSignal.map((name) => String(s.values[name]))].join(','),
  );
  return [head, ...rows].join('\n') + '\n';
}
