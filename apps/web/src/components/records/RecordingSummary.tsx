// A live-data recording attached to a service report or a claim (decision 1776): when it was made,
// how long it ran, and the lowest, average and highest value of every channel — what a reviewer
// compares with the complaint ("the motor cuts out above 20 km/h").
import { useId } from 'react';
import { isQuantityUnit, localeFormat, type LiveRecording } from '@dealer/contracts';
import { Button } from '../ui/Button.tsx';
import { ScrollRegion } from '../ui/ScrollRegion.tsx';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { channelStats, durationSeconds } from '../../lib/live-recording/recording.ts';
import '../ui/panels.css';
import './recording.css';

export function RecordingSummary({
  recording,
  headingLevel = 2,
  onRemove,
  removing = false,
}: {
  recording: LiveRecording;
  headingLevel?: 2 | 3;
  /** Offered where the recording can still be taken off (a draft report). */
  onRemove?: () => void;
  removing?: boolean;
}) {
  const { t, locale } = useI18n();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  // Each value with its unit in the reader's digits ("21,5 °C"), decision 2820.
  const value = (v: number, unit: string) =>
    isQuantityUnit(unit)
      ? localeFormat(locale).quantity(v, unit)
      : `${localeFormat(locale).number(v)} ${unit}`;
  const samples = Math.max(0, ...recording.channels.map((c) => c.samples.length));
  return (
    <section className="card recording" aria-labelledby={titleId} data-testid="live-recording">
      <H id={titleId}>{t('recording.title')}</H>
      <p className="muted">
        {t('recording.when', {
          when: formatDateTime(recording.started_at, locale),
          seconds: Math.round(durationSeconds(recording)),
          count: samples,
        })}
      </p>
      <ScrollRegion labelledBy={titleId}>
        <table className="data-table recording-table">
          <thead>
            <tr>
              <th scope="col">{t('recording.signal')}</th>
              <th scope="col">{t('recording.min')}</th>
              <th scope="col">{t('recording.avg')}</th>
              <th scope="col">{t('recording.max')}</th>
            </tr>
          </thead>
          <tbody>
            {recording.channels.map((c) => {
              const s = channelStats(c);
              return (
                <tr key={c.name} data-testid={`recording-${c.name}`}>
                  <th scope="row">{t(`live.signal.${c.name}`)}</th>
                  <td data-label={t('recording.min')}>{s ? value(s.min, c.unit) : '–'}</td>
                  <td data-label={t('recording.avg')}>{s ? value(s.avg, c.unit) : '–'}</td>
                  <td data-label={t('recording.max')}>{s ? value(s.max, c.unit) : '–'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {onRemove ? (
        <Button size="s" variant="secondary" onClick={onRemove} disabled={removing}>
          {t('recording.remove')}
        </Button>
      ) : null}
    </section>
  );
}
