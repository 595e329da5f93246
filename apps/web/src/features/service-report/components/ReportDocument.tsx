// The report as the rider receives it: bike, shop, summary, tasks and work done with comments.
// Used in the print preview; the printed page and the server PDF carry the same content.
import type { ResultOf } from '../../../lib/api/api-types.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export type ReportContent = ResultOf<'/api/service_report/workspace/{id}', 'get'>['content'];

const words = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

export function ReportDocument({
  title,
  summary,
  content,
  status,
}: {
  title: string;
  summary: string;
  content: ReportContent;
  status: string;
}) {
  const { t, locale } = useI18n();
  return (
    <article className="srp-doc" aria-label={title}>
      <header className="srp-doc-head">
        <h2>{title}</h2>
        <p className="muted">{status}</p>
      </header>
      <dl className="details-list srp-facts">
        <dt>{t('search.vin')}</dt>
        <dd className="srp-mono">{content.bike.vin}</dd>
        <dt>{t('search.frame')}</dt>
        <dd className="srp-mono">{content.bike.frame_number}</dd>
        <dt>{t('sreport.bike')}</dt>
        <dd>
          {content.bike.brand} {content.bike.model}
        </dd>
        <dt>{t('sreport.shop')}</dt>
        <dd>{content.shop.name}</dd>
        <dt>{t('sreport.health')}</dt>
        <dd>{content.workspace.health_score ?? '–'}</dd>
      </dl>
      {summary ? <p className="srp-summary">{summary}</p> : null}
      <h3>{t('sreport.tasks')}</h3>
      {content.tasks.length === 0 ? (
        <p className="muted">{t('sreport.noTasks')}</p>
      ) : (
        <ul className="srp-doc-list">
          {content.tasks.map((task) => (
            <li key={task.id}>
              <strong>{words(task.task_type)}</strong>
              {task.part_type ? ` · ${words(task.part_type)}` : ''}{' '}
              <span className="muted">
                ({task.level}, {words(task.status).toLowerCase()})
              </span>
              {task.comments.map((c, i) => (
                <blockquote key={i}>
                  “{c.body}” — {c.author}
                </blockquote>
              ))}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('sreport.work')}</h3>
      {content.activities.length === 0 ? (
        <p className="muted">{t('sreport.noActivities')}</p>
      ) : (
        <ul className="srp-doc-list">
          {content.activities.map((a) => (
            <li key={a.id}>
              <strong>{words(a.kind)}</strong>
              {a.part_type ? ` · ${words(a.part_type)}` : ''}{' '}
              <span className="muted">
                {formatDateTime(a.created_at, locale)} · {a.technician}
              </span>
              {a.comments.map((c, i) => (
                <blockquote key={i}>
                  “{c.body}” — {c.author}
                </blockquote>
              ))}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
