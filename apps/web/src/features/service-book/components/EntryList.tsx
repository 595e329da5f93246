// One page of the book: pending entries can be completed or deleted; done entries are history.
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { closeAlert, notify, showAlert } from '../../../lib/stores/shell-stores.ts';
import { useDeleteEntry } from '../api/delete-entry.ts';
import { PAGE_SIZE, useEntries } from '../api/list-entries.ts';
import { useMarkEntryDone } from '../api/mark-entry-done.ts';

export function EntryList({ vin, canEdit }: { vin: string; canEdit: boolean }) {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const entries = useEntries(vin, page);
  const done = useMarkEntryDone(vin);
  const remove = useDeleteEntry(vin);
  const data = entries.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <section className="card" aria-labelledby="sb-list-title">
      <h2 id="sb-list-title">{t('book.entriesTitle', { total: data?.total ?? 0 })}</h2>
      {!data ? (
        <Spinner label={t('common.loading')} />
      ) : data.items.length === 0 ? (
        <p className="muted">{t('book.noEntries')}</p>
      ) : (
        <ul className="sb-list">
          {data.items.map((e) => (
            <li key={e.id} className="sb-item" data-status={e.status}>
              <div>
                <strong>{e.title}</strong>{' '}
                <span className={`sb-badge sb-badge-${e.status}`}>
                  {e.status === 'done' ? t('book.statusDone') : t('book.statusPending')}
                </span>
                {e.description ? <div>{e.description}</div> : null}
                <div className="muted sb-small">
                  {e.status === 'done' && e.performed_at
                    ? t('book.doneOn', { date: formatDate(e.performed_at, locale), shop: e.bike_shop_name })
                    : t('book.plannedBy', { by: e.created_by, shop: e.bike_shop_name })}
                </div>
              </div>
              {canEdit && e.status === 'pending' ? (
                <div className="sb-actions">
                  <Button
                    size="s"
                    variant="secondary"
                    busy={done.isPending && done.variables === e.id}
                    onClick={() =>
                      done.mutate(e.id, { onSuccess: () => notify('success', t('book.completed')) })
                    }
                    aria-label={t('book.completeEntry', { title: e.title })}
                  >
                    {t('book.complete')}
                  </Button>
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
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="sb-pager" aria-label={t('book.pages')}>
          <Button size="s" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('book.previous')}
          </Button>
          <span aria-live="polite">{t('book.pageOf', { page, pages })}</span>
          <Button size="s" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('book.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
