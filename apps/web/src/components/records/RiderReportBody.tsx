// The body of a service report in the rider's words: bike facts, the shop's summary, what was
// found (with fault codes) and the work done. The composer's preview, the shop's published view and
// the rider's link all render it, so the rider reads what the shop saw before publishing. The words
// come from the one vocabulary in packages/contracts (rider wording).
import {
  activityWords,
  componentDisplayName,
  riderFailed,
  riderLine,
  riderTaskLevel,
  riderTaskStatus,
  taskWords,
} from '@dealer/contracts';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import './rider-report.css';

interface ReportNote {
  body: string;
  by?: string;
}

export interface RiderReportData {
  bike: { vin: string; frame_number: string; model: string; brand: string };
  shopName: string;
  healthScore: number | null;
  summary: string;
  tasks: {
    key: string | number;
    task_type: string;
    level: string;
    part_type: string | null;
    status: string;
    codes: string[];
    notes: ReportNote[];
  }[];
  activities: {
    key: string | number;
    kind: string;
    part_type: string | null;
    success: boolean;
    created_at: string;
    codes: string[];
    notes: ReportNote[];
  }[];
}

const withPart = (words: string, part: string | null) =>
  part ? `${words} · ${componentDisplayName(part)}` : words;

function Notes({ notes }: { notes: ReportNote[] }) {
  return notes.map((n, i) => (
    <blockquote key={i} className="rr-note">
      {n.body}
      {n.by ? <span className="muted"> — {n.by}</span> : null}
    </blockquote>
  ));
}

export function RiderReportBody({
  report,
  headingLevel = 2,
}: {
  report: RiderReportData;
  headingLevel?: 2 | 3;
}) {
  const { t, language, locale } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <dl className="details-list rr-facts">
        <dt>{t('search.vin')}</dt>
        <dd className="rr-mono">{report.bike.vin}</dd>
        <dt>{t('search.frame')}</dt>
        <dd className="rr-mono">{report.bike.frame_number}</dd>
        <dt>{t('sreport.bike')}</dt>
        <dd>
          {report.bike.brand} {report.bike.model}
        </dd>
        <dt>{t('sreport.shop')}</dt>
        <dd>{report.shopName}</dd>
        <dt>{t('sreport.health')}</dt>
        <dd>{report.healthScore ?? '–'}</dd>
      </dl>
      {report.summary ? <p className="rr-summary">{report.summary}</p> : null}
      <Heading>{t('sreport.tasks')}</Heading>
      {report.tasks.length === 0 ? (
        <p className="muted">{t('sreport.noTasks')}</p>
      ) : (
        <ul className="rr-list" data-testid="rider-findings">
          {report.tasks.map((x) => (
            <li key={x.key}>
              <strong>
                {withPart(
                  riderLine(taskWords(x.task_type, 'rider', language), x.codes, language),
                  x.part_type,
                )}
              </strong>{' '}
              <span className={`rr-chip rr-chip-${x.level}`}>{riderTaskLevel(x.level, language)}</span>{' '}
              <span className="muted">{riderTaskStatus(x.status, language)}</span>
              <Notes notes={x.notes} />
            </li>
          ))}
        </ul>
      )}
      <Heading>{t('sreport.work')}</Heading>
      {report.activities.length === 0 ? (
        <p className="muted">{t('sreport.noActivities')}</p>
      ) : (
        <ul className="rr-list" data-testid="rider-work">
          {report.activities.map((a) => (
            <li key={a.key}>
              <strong>
                {withPart(
                  riderLine(activityWords(a.kind, 'rider', language), a.codes, language),
                  a.part_type,
                )}
              </strong>
              {a.success ? null : <span className="muted"> ({riderFailed(language)})</span>}{' '}
              <span className="muted">{formatDateTime(a.created_at, locale)}</span>
              <Notes notes={a.notes} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
