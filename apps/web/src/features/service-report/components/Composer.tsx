// Compose a report from one workspace: pick tasks and activities (with their comments), give a
// title and summary, save the draft, preview/print it, download its PDF, publish it.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import type { TaskStatus, TaskType } from '@dealer/contracts';
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { href } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { activityName, taskLabel } from '../../../domain/service-tool/index.ts';
import { closeAlert, notify, showAlert } from '../../../lib/stores/shell-stores.ts';
import { useExportReportPdf } from '../api/export-report-pdf.ts';
import { usePublishReport } from '../api/publish-report.ts';
import { useSaveReport } from '../api/save-report.ts';
import { PrintPreview } from './PrintPreview.tsx';
import { ReportDocument, type ReportContent } from './ReportDocument.tsx';
import { PickList } from './PickList.tsx';

const withCodes = (label: string, codes: string[]) =>
  codes.length ? `${label} (${codes.join(', ')})` : label;

export interface Draft {
  id: number | null;
  title: string;
  summary: string;
  taskIds: number[];
  activityIds: number[];
}

export function Composer({
  workspaceId,
  source,
  initial,
  onSaved,
}: {
  workspaceId: number;
  source: ReportContent;
  initial: Draft;
  onSaved: (id: number) => void;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [preview, setPreview] = useState(false);
  const save = useSaveReport(workspaceId);
  const publish = usePublishReport();
  const pdf = useExportReportPdf();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const content: ReportContent = {
    ...source,
    tasks: source.tasks.filter((x) => draft.taskIds.includes(x.id)),
    activities: source.activities.filter((x) => draft.activityIds.includes(x.id)),
  };
  const title = draft.title.trim() || t('sreport.defaultTitle', { vin: source.bike.vin });

  async function saved(): Promise<number> {
    const report = await save.mutateAsync({
      id: draft.id,
      fields: { title, summary: draft.summary, task_ids: draft.taskIds, activity_ids: draft.activityIds },
    });
    if (draft.id !== report.id) {
      set({ id: report.id });
      onSaved(report.id);
    }
    return report.id;
  }
  const busy = save.isPending || publish.isPending || pdf.isPending;
  const downloadPdf = () =>
    void saved()
      .then((id) => pdf.mutateAsync({ id, vin: source.bike.vin }))
      .then(
        () => notify('success', t('sreport.pdfDone')),
        () => undefined,
      );
  const confirmPublish = () =>
    showAlert({
      type: 'warning',
      title: t('sreport.publishConfirm'),
      subtitle: t('sreport.publishConfirmText'),
      confirmText: t('sreport.publish'),
      onConfirm: () => {
        closeAlert();
        void saved()
          .then((id) => publish.mutateAsync(id))
          .then(
            (r) => navigate(href.publishedServiceReport(r.public_id ?? '')),
            () => undefined,
          );
      },
    });

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="srp-fields-title">
        <h2 id="srp-fields-title">{t('sreport.details')}</h2>
        <div className="form-grid">
          <TextField
            label={t('sreport.titleLabel')}
            value={draft.title}
            placeholder={t('sreport.defaultTitle', { vin: source.bike.vin })}
            maxLength={200}
            onChange={(e) => set({ title: e.target.value })}
          />
          <TextAreaField
            label={t('sreport.summaryLabel')}
            hint={t('sreport.summaryHint')}
            value={draft.summary}
            rows={5}
            maxLength={4000}
            onChange={(e) => set({ summary: e.target.value })}
          />
        </div>
      </section>
      <PickList
        title={t('sreport.tasks')}
        empty={t('sreport.noTasks')}
        items={source.tasks.map((x) => ({
          id: x.id,
          label: withCodes(
            taskLabel({ task_type: x.task_type as TaskType, part_type: x.part_type }),
            x.codes,
          ),
          note: `${t(x.level === 'critical' ? 'st.level.critical' : 'st.level.warning')} · ${t(`sreport.task.${x.status as TaskStatus}`)}`,
          comments: x.comments.map((c) => c.body),
        }))}
        picked={draft.taskIds}
        onChange={(taskIds) => set({ taskIds })}
      />
      <PickList
        title={t('sreport.work')}
        empty={t('sreport.noActivities')}
        items={source.activities.map((x) => ({
          id: x.id,
          label: withCodes(
            `${activityName(x.kind)}${x.part_type ? ` · ${componentDisplayName(x.part_type)}` : ''}`,
            x.codes,
          ),
          note: `${x.technician}${x.success ? '' : ` · ${t('book.failed')}`}`,
          comments: x.comments.map((c) => c.body),
        }))}
        picked={draft.activityIds}
        onChange={(activityIds) => set({ activityIds })}
      />
      <div className="form-actions">
        <Button
          variant="secondary"
          busy={save.isPending}
          disabled={busy}
          onClick={() =>
            void saved().then(
              () => notify('success', t('sreport.saved')),
              () => undefined,
            )
          }
        >
          {t('sreport.saveDraft')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setPreview(true)}>
          {t('sreport.preview')}
        </Button>
        <Button busy={publish.isPending} disabled={busy} onClick={confirmPublish}>
          {t('sreport.publish')}
        </Button>
      </div>
      {preview ? (
        <PrintPreview
          onClose={() => setPreview(false)}
          actions={
            <Button busy={pdf.isPending} onClick={downloadPdf}>
              {t('sreport.downloadPdf')}
            </Button>
          }
        >
          <ReportDocument
            title={title}
            summary={draft.summary}
            content={content}
            status={t('sreport.statusDraft')}
          />
        </PrintPreview>
      ) : null}
    </div>
  );
}
