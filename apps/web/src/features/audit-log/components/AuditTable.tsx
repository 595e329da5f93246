// The log's rows: when (the reader's locale and time zone, to the second), who (account e-mail and
// role, or the system), the subject and its id, the action, and the names of the fields that
// changed. The values themselves are never stored (docs/decisions/1501), so none are shown.
import type { AuditSubject } from '@dealer/contracts';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { actionWord, roleWord, SUBJECT_KEY } from '../audit-words.ts';

export interface AuditRow {
  id: number;
  at: string;
  actor_email: string | null;
  actor_role: string | null;
  subject: AuditSubject;
  subject_id: string;
  action: string;
  changed_fields: string[];
}

export function AuditTable({ rows, total }: { rows: AuditRow[]; total: number }) {
  const { t, locale } = useI18n();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <ScrollRegion className="card al-wrap" label={t('audit.title')}>
      <table className="al-table">
        <caption className="al-caption">{t('audit.total', { count: total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.subject')}</th>
            <th scope="col">{t('audit.subjectId')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.changed')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-subject={r.subject} data-action={r.action}>
              <td>
                <time dateTime={r.at}>{when.format(new Date(r.at))}</time>
              </td>
              <td>
                {r.actor_email ?? t('audit.system')}
                {roleWord(t, r.actor_role) ? <div className="muted">{roleWord(t, r.actor_role)}</div> : null}
              </td>
              <td>{t(SUBJECT_KEY[r.subject])}</td>
              <td>
                <code className="al-id">{r.subject_id}</code>
              </td>
              <td>{actionWord(t, r.action)}</td>
              <td>
                {r.changed_fields.length ? (
                  <ul className="al-fields">
                    {r.changed_fields.map((f) => (
                      <li key={f}>
                        <code>{f}</code>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="muted">{t('audit.noFields')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
