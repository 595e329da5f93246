// A recording of live samples as CSV (one row per sample, ISO time and each reported signal with its unit),
// the format a workshop's spreadsheet or a claim reviewer opens.
import { LiveSignalSpec } from '@dealer/contracts';
import { reportedSignals, type LiveSample } from '../../lib/live-recording/recording.ts';

export function recordingCsv(samples: readonly LiveSample[]): string {
  // Only the signals the drive system reports (decision 1123); a sample without one leaves it empty.
  const signals = reportedSignals(samples);
  const head = ['time', ...signals.map((s) => `${s} (${LiveSignalSpec[s].unit})`)].join(',');
  const rows = samples.map((s) =>
    [new Date(s.at).toISOString(), ...signals.map((name) => String(s.values[name] ?? ''))].join(','),
  );
  return [head, ...rows].join('\n') + '\n';
}
