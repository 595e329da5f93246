// Live data (decision 1702): what the drive system measures now — speed, cadence, rider torque, motor
// and battery current, battery voltage, temperatures — as moving charts while the technician turns
// the crank or rides on the stand; a signal the drive system does not report shows as such (decision
// 1123). A recording keeps every sample from start to stop, at most two
// minutes (decision 1776), downloads as CSV and attaches to the service report or a claim.
import { useEffect, useMemo, useRef, useState } from 'react';
import { LiveSignal, localeFormat, RECORDING_MAX_MS } from '@dealer/contracts';
import { LineChart } from '../../components/charts/LineChart.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import {
  LiveStateBadge,
  signalValues,
  useLiveData,
  useServiceTool,
} from '../../domain/service-tool/index.ts';
import { type LiveSample, recordingFull, toRecording } from '../../lib/live-recording/recording.ts';
import { RecordingAttach } from './components/RecordingAttach.tsx';
import { LiveChartFloor, unitOf } from './live-signals.ts';
import { recordingCsv } from './recording.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

export function LiveDataPage() {
  const { t, locale } = useI18n();
  const { samples, state } = useLiveData();
  const { workspace } = useServiceTool();
  const [recording, setRecording] = useState<LiveSample[] | null>(null);
  const [recorded, setRecorded] = useState<LiveSample[]>([]);
  const seen = useRef(0);

  // Every new sample joins a running recording.
  useEffect(() => {
    const last = samples.at(-1);
    if (!last || last.at === seen.current) return;
    seen.current = last.at;
    setRecording((r) => (r ? [...r, last] : r));
  }, [samples]);

  // A recording stops by itself at its bound, as if Stop were pressed.
  useEffect(() => {
    if (!recording || !recordingFull(recording)) return;
    setRecorded(recording);
    setRecording(null);
  }, [recording]);
  const finished = useMemo(() => toRecording(recorded), [recorded]);

  const download = () => {
    const url = URL.createObjectURL(new Blob([recordingCsv(recorded)], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `live-data-${new Date(recorded[0]?.at ?? Date.now()).toISOString().slice(0, 19)}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <ScreenFrame title={t('screen.liveData')} description={t('screen.liveData.text')}>
      <div className="row">
        <LiveStateBadge state={state} />
        <p className="muted">{t('live.howTo')}</p>
      </div>
      <div className="live-grid">
        {LiveSignal.map((signal) => {
          const floor = LiveChartFloor[signal];
          const last = samples.at(-1);
          // A sample without the signal: this drive system does not report it (decision 1123).
          if (last && last.values[signal] === undefined)
            return (
              <section key={signal} className="panel" data-testid={`live-${signal}-not-reported`}>
                <p className="chart-label">{t(`live.signal.${signal}`)}</p>
                <p className="muted">{t('live.notReported')}</p>
              </section>
            );
          const latest = last?.values[signal];
          // As the locale's Intl writes it: "21.5°C" in English, "21,5 °C" in German (decision 2820).
          const shown =
            latest === undefined ? '–' : localeFormat(locale).quantity(latest, unitOf(signal), floor.digits);
          return (
            <section key={signal} className="panel">
              <LineChart
                title={t(`live.signal.${signal}`)}
                display={shown}
                values={signalValues(samples, signal)}
                floor={floor}
                testId={`live-${signal}`}
              />
            </section>
          );
        })}
      </div>
      <div className="row">
        {recording ? (
          <Button
            variant="secondary"
            onClick={() => {
              setRecorded(recording);
              setRecording(null);
            }}
          >
            {t('live.stopRecording')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={state.kind !== 'live'} onClick={() => setRecording([])}>
            {t('live.startRecording')}
          </Button>
        )}
        <Button variant="ghost" disabled={recording !== null || recorded.length === 0} onClick={download}>
          {t('live.download')}
        </Button>
        <p role="status" className="muted">
          {recording
            ? t('live.recordingCount', { count: recording.length })
            : recorded.length > 0
              ? t('live.recordedCount', { count: recorded.length })
              : t('live.recordingLimit', { minutes: RECORDING_MAX_MS / 60_000 })}
        </p>
      </div>
      <RecordingAttach
        key={recording ? 'recording' : (finished?.started_at ?? 'none')}
        workspace={workspace}
        recording={recording ? null : finished}
      />
    </ScreenFrame>
  );
}
