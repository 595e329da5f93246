// The drive system's live data while a screen listens (decision 1702): the bridge's /v1/live/drive
// stream, kept as a rolling window of samples for the charts. A sample with no values says why (no
// bike, an operation holds the bus); the window keeps the last real samples meanwhile.
import { useEffect, useState } from 'react';
import { LiveSignal } from '@dealer/contracts';
import type { BridgeLiveDataEvent, DriveLiveData, LiveSignalName, LiveValues } from '@dealer/contracts';
import { openBridgeStream } from '../../lib/bridge/bridge-streams.ts';
import type { LiveSample } from '../../lib/live-recording/recording.ts';

/** Whether a sample reports every signal (our UDS controller's always do). */
export const reportsAll = (v: LiveValues): v is DriveLiveData =>
  LiveSignal.every((s) => typeof v[s] === 'number');

/** One signal across samples, the samples that do not report it left out. */
export const signalValues = (samples: readonly LiveSample[], signal: LiveSignalName): number[] =>
  samples.flatMap((s) => {
    const v = s.values[signal];
    return v === undefined ? [] : [v];
  });

export type LiveState =
  { kind: 'waiting' } | { kind: 'live' } | { kind: 'paused'; error: { code: number; message: string } };

/** About 30 s at the bridge's four samples a second. */
const LIVE_WINDOW = 120;

export function useLiveData(windowSize = LIVE_WINDOW): {
  samples: LiveSample[];
  state: LiveState;
} {
  const [samples, setSamples] = useState<LiveSample[]>([]);
  const [state, setState] = useState<LiveState>({ kind: 'waiting' });
  useEffect(
    () =>
      openBridgeStream<BridgeLiveDataEvent>('/v1/live/drive', {
        onData: (event) => {
          if (event.values === null) {
            setState({ kind: 'paused', error: event.error ?? { code: 500999, message: '' } });
            return;
          }
          const sample = { at: event.at, values: event.values };
          setState((s) => (s.kind === 'live' ? s : { kind: 'live' }));
          setSamples((list) => [...list.slice(-(windowSize - 1)), sample]);
        },
        onError: () => setState((s) => (s.kind === 'waiting' ? s : { kind: 'waiting' })),
      }),
    [windowSize],
  );
  return { samples, state };
}
