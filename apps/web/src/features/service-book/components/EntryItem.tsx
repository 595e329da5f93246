// One entry of the book: its job facts; for the writing shop "complete" (pending), "edit" (any
// entry: a wrong odometer is mended, and the replaced version is kept) and "delete" (pending); for
// everyone who reads the book the list of earlier versions.
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import type { ResultOf } from '../../../lib/api/api-types.ts';
import { formatDate, formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { closeAlert, notify, showAlert } from '../../../lib/stores/shell-stores.ts';
import { useDeleteEntry } from '../api/delete-entry.ts';
import { useVersions } from '../api/list-versions.ts';
import { useUpdateEntry } from '../api/update-entry.ts';
import { JobFacts, jobBody, JobFields, type JobDraft } from './JobFields.tsx';

type Entry = ResultOf<'/api/service_book/', 'get'>['items'][number];

const draftOf = (e: Entry): JobDraft => ({
  odometer: e.odometer_km === null ? '' : String(e.odometer_km),
  labour: e.labour_minutes === null ? '' : String(e.labour_minutes),
  technician: e.technician,
  description: e.description,
  parts: e.parts.map((p) => ({ ...p })),
});

function Versions({ id }: { id: number }) {
  const { t, locale } = useI18n();
  const versions = useVersions(id, true);
  if (!versions.data) return <Spinner label={t('common.loading')} />;
  return (
    <ol className="sb-versions" aria-label={t('book.versionsOf', { id })}>
      {versions.data.map((v) => (
        <li key={v.version}>
          <div className="sb-small muted">
            {t('book.versionLine', {
              version: v.version,
              by: v.changed_by,
              date: formatDateTime(v.changed_at, locale),
            })}
          </div>
          <strong>{v.entry.title}</strong>
          {v.entry.description ? (
            <div className="sb-notes" translate="no">
              {v.entry.description}
            </div>
          ) : null}
          <JobFacts entry={v.entry} />
        </li>
      ))}
    </ol>
  );
}

export function EntryItem({ vin, entry: e, canEdit }: { vin: string; entry: Entry; canEdit: boolean }) {
  const { t, locale } = useI18n();
  const update = useUpdateEntry(vin);
  const remove = useDeleteEntry(vin);
  const [editing, setEditing] = useState<{ title: string; job: JobDraft } | null>(null);
  const [history, setHistory] = useState(false);
  if (editing)
    return (
      <li className="sb-item sb-item-editing" data-status={e.status}>
        <form
          className="stack sb-edit"
          aria-label={t('book.editEntry', { title: e.title })}
          onSubmit={(ev) => {
            ev.preventDefault();
            update.mutate(
              {
                id: e.id,
                body: { version: e.version, title: editing.title.trim(), ...jobBody(editing.job) },
              },
              {
                onSuccess: () => {
                  setEditing(null);
                  notify('success', t('book.saved'));
                },
              },
            );
          }}
        >
          <div className="form-grid">
            <TextField
              className="span-2"
              label={t('book.entryTitle')}
              value={editing.title}
              required
              maxLength={200}
              onChange={(ev) => setEditing({ ...editing, title: ev.target.value })}
            />
            <JobFields draft={editing.job} onChange={(job) => setEditing({ ...editing, job })} />
          </div>
          <div className="form-actions">
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" busy={update.isPending}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      </li>
    );
  return (
    <li className="sb-item" data-status={e.status}>
      <div className="sb-item-main">
        <strong>{e.title}</strong>{' '}
        <span className={`sb-badge sb-badge-${e.status}`}>
          {e.status === 'done' ? t('book.statusDone') : t('book.statusPending')}
        </span>
        {e.description ? (
          <div className="sb-notes" translate="no">
            {e.description}
          </div>
        ) : null}
        <JobFacts entry={e} />
        <div className="muted sb-small">
          {e.status === 'done' && e.performed_at
            ? t('book.doneOn', { date: formatDate(e.performed_at, locale), shop: e.bike_shop_name })
            : t('book.plannedBy', { by: e.created_by, shop: e.bike_shop_name })}
        </div>
        {e.version > 1 ? (
          <Button size="s" variant="ghost" aria-expanded={history} onClick={() => setHistory(!history)}>
            {t('book.history', { count: e.version - 1 })}
            <span className="visually-hidden"> — {e.title}</span>
          </Button>
        ) : null}
        {history ? <Versions id={e.id} /> : null}
      </div>
      {canEdit ? (
        <div className="sb-actions">
          {e.status === 'pending' ? (
            <Button
              size="s"
              variant="secondary"
              busy={update.isPending && update.variables.body.status === 'done'}
              onClick={() =>
                update.mutate(
                  { id: e.id, body: { status: 'done', version: e.version } },
                  { onSuccess: () => notify('success', t('book.completed')) },
                )
              }
              aria-label={t('book.completeEntry', { title: e.title })}
            >
              {t('book.complete')}
            </Button>
          ) : null}
          <Button
            size="s"
            variant="secondary"
            onClick={() => setEditing({ title: e.title, job: draftOf(e) })}
            aria-label={t('book.editEntry', { title: e.title })}
          >
            {t('book.edit')}
          </Button>
          {e.status === 'pending' ? (
            <Button
              size="s"
              variant="ghost"
              onClick={() =>
                showAlert({
                  type: 'warning',
                  title: t('book.deleteConfirm', { title: e.title }),
                  confirmText: t('book.delete'),
                  onConfirm: () => {
                    closeAlert();
                    remove.mutate(e.id, { onSuccess: () => notify('success', t('book.deleted')) });
                  },
                })
              }
              aria-label={t('book.deleteEntry', { title: e.title })}
            >
              {t('book.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
