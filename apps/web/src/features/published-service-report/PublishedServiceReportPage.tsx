// /published-service-report/{serviceReportId}: the published report, read-only, as the rider
// receives it, with print and PDF. The id in the address is the report's public id.
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { paths } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useExportReportPdf } from './api/export-report-pdf.ts';
import { usePublishedReport } from './api/get-published-report.ts';
import './published-service-report.css';

const words = (key: string) => key.replace(/_/g, ' ');

export function PublishedServiceReportPage() {
  const { t, locale } = useI18n();
  const { serviceReportId = '' } = useParams();
  const report = usePublishedReport(serviceReportId);
  const pdf = useExportReportPdf();
  if (report.isError)
    return (
      <EmptyState
        as="h1"
        icon="book"
        title={t('pubreport.notFoundTitle')}
        text={t('pubreport.notFound')}
        action={
          <Link className="btn btn-primary" to={paths.home}>
            {t('nav.home')}
          </Link>
        }
      />
    );
  if (!report.data) return <Spinner label={t('common.loading')} />;
  const r = report.data;
  const c = r.content;
  return (
    <ScreenFrame
      title={r.title}
      description={t('pubreport.publishedOn', {
        date: formatDateTime(r.published_at ?? r.updated_at, locale),
        by: r.created_by,
      })}
      actions={
        <>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('sreport.print')}
          </Button>
          <Button busy={pdf.isPending} onClick={() => pdf.mutate({ id: r.id, vin: r.vin })}>
            {t('sreport.downloadPdf')}
          </Button>
        </>
      }
    >
      <article className="psr-sheet stack" aria-labelledby="screen-title">
        <p>
          <span className="psr-stamp">{t('pubreport.published')}</span>{' '}
          <span className="muted">{t('pubreport.reportId', { id: r.public_id ?? '' })}</span>
        </p>
        <dl className="details-list">
          <dt>{t('search.vin')}</dt>
          <dd className="psr-mono">{c.bike.vin}</dd>
          <dt>{t('search.frame')}</dt>
          <dd className="psr-mono">{c.bike.frame_number}</dd>
          <dt>{t('sreport.bike')}</dt>
          <dd>
            {c.bike.brand} {c.bike.model}
          </dd>
          <dt>{t('sreport.shop')}</dt>
          <dd>{c.shop.name}</dd>
          <dt>{t('sreport.health')}</dt>
          <dd>{c.workspace.health_score ?? '–'}</dd>
        </dl>
        {r.summary ? <p>{r.summary}</p> : null}
        <h2>{t('sreport.tasks')}</h2>
        {c.tasks.length === 0 ? (
          <p className="muted">{t('sreport.noTasks')}</p>
        ) : (
          <ul className="psr-list">
            {c.tasks.map((x) => (
              <li key={x.id}>
                <strong className="psr-cap">{words(x.task_type)}</strong>
                {x.part_type ? ` · ${words(x.part_type)}` : ''}{' '}
                <span className="muted">
                  ({x.level}, {words(x.status)})
                </span>
                {x.comments.map((m, i) => (
                  <blockquote key={i}>
                    “{m.body}” — {m.author}
                  </blockquote>
                ))}
              </li>
            ))}
          </ul>
        )}
        <h2>{t('sreport.work')}</h2>
        {c.activities.length === 0 ? (
          <p className="muted">{t('sreport.noActivities')}</p>
        ) : (
          <ul className="psr-list">
            {c.activities.map((a) => (
              <li key={a.id}>
                <strong className="psr-cap">{words(a.kind)}</strong>
                {a.part_type ? ` · ${words(a.part_type)}` : ''}{' '}
                <span className="muted">
                  {formatDateTime(a.created_at, locale)} · {a.technician}
                </span>
                {a.comments.map((m, i) => (
                  <blockquote key={i}>
                    “{m.body}” — {m.author}
                  </blockquote>
                ))}
              </li>
            ))}
          </ul>
        )}
      </article>
    </ScreenFrame>
  );
}
