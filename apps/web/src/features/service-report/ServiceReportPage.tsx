// /service-report?workspaceId=&reportId=: choose a workspace, compose its report (a new draft or a
// saved one), preview and print it, download the PDF, publish it.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RecordingSummary } from '../../components/records/RecordingSummary.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { href, paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useComposeSource } from './api/get-compose-source.ts';
import { useReport } from './api/get-report.ts';
import { useSaveReport } from './api/save-report.ts';
import { Composer, type Draft } from './components/Composer.tsx';
import { WorkspacePicker } from './components/WorkspacePicker.tsx';
import './service-report.css';

export function ServiceReportPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const workspaceId = Number(params.get('workspaceId') ?? 0) || 0;
  const reportId = Number(params.get('reportId') ?? 0) || 0;
  const source = useComposeSource(workspaceId);
  const report = useReport(reportId);
  // The draft being edited here, once saved: not offered again as "continue draft".
  const [savedId, setSavedId] = useState(0);
  const save = useSaveReport(workspaceId);

  if (!workspaceId) {
    return (
      <ScreenFrame title={t('screen.serviceReport')} description={t('screen.serviceReport.text')}>
        <WorkspacePicker />
      </ScreenFrame>
    );
  }
  // Only when there is nothing to show: a refresh that fails (a busy server's 503) keeps the screen.
  if ((source.isError && !source.data) || (report.isError && !report.data))
    return (
      <EmptyState
        as="h1"
        icon="book"
        title={t('sreport.notFoundTitle')}
        text={t('sreport.notFound')}
        action={
          <Link className="btn btn-primary" to={paths.serviceReport}>
            {t('sreport.pickTitle')}
          </Link>
        }
      />
    );
  if (!source.data || (reportId && !report.data)) return <Spinner label={t('common.loading')} />;
  const s = source.data;
  const r = report.data;
  const initial: Draft = r
    ? { id: r.id, title: r.title, summary: r.summary, taskIds: r.task_ids, activityIds: r.activity_ids }
    : {
        id: null,
        title: '',
        summary: '',
        taskIds: s.content.tasks.map((x) => x.id),
        activityIds: s.content.activities.map((x) => x.id),
      };
  const others = s.reports.filter((x) => x.id !== reportId && x.id !== savedId);
  return (
    <ScreenFrame
      title={t('sreport.titleOf', { vin: s.content.bike.vin })}
      description={t('sreport.description', { model: `${s.content.bike.brand} ${s.content.bike.model}` })}
    >
      {others.length > 0 ? (
        <div className="card srp-existing" role="note">
          <span>{t('sreport.existing')}</span>
          {others.map((x) =>
            x.status === 'published' && x.public_id ? (
              <Link key={x.id} to={href.publishedServiceReport(x.public_id)}>
                {t('sreport.openPublished', { title: x.title })}
              </Link>
            ) : (
              <Link key={x.id} to={`${paths.serviceReport}?workspaceId=${workspaceId}&reportId=${x.id}`}>
                {t('sreport.openDraft', { title: x.title })}
              </Link>
            ),
          )}
        </div>
      ) : null}
      {r?.recording ? (
        <RecordingSummary
          recording={r.recording}
          // A draft's recording can be taken off; a published report keeps what the rider was shown.
          onRemove={
            r.status === 'draft' ? () => save.mutate({ id: r.id, fields: { recording: null } }) : undefined
          }
          removing={save.isPending}
        />
      ) : null}
      <Composer
        key={`${workspaceId}-${reportId}`}
        workspaceId={workspaceId}
        source={s.content}
        initial={initial}
        onSaved={setSavedId}
      />
    </ScreenFrame>
  );
}
