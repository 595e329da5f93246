// One page of the book, newest work first (each entry: components/EntryItem.tsx).
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { PAGE_SIZE, useEntries } from '../api/list-entries.ts';
import { EntryItem } from './EntryItem.tsx';

export function EntryList({ vin, canEdit }: { vin: string; canEdit: boolean }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const entries = useEntries(vin, page);
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
            <EntryItem key={e.id} vin={vin} entry={e} canEdit={canEdit} />
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
