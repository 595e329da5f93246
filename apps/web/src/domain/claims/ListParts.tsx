// The pieces the claim and order lists share: the status filter, the body (a spinner until the
// page arrives, an empty state, else the table) and the pager.
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';

export function StatusFilter<S extends string>({
  statuses,
  labels,
  value,
  onChange,
}: {
  statuses: readonly S[];
  labels: Record<S, MessageKey>;
  value: S | '';
  onChange: (status: S | '') => void;
}) {
  const { t } = useI18n();
  return (
    <div className="cl-filters">
      <SelectField
        label={t('claim.filterStatus')}
        value={value}
        placeholder={t('claim.allStatuses')}
        onChange={(e) => onChange(e.target.value as S | '')}
      >
        {statuses.map((s) => (
          <option key={s} value={s}>
            {t(labels[s])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export function ListBody<T>({
  items,
  emptyTitle,
  emptyText,
  children,
}: {
  items: readonly T[] | undefined;
  emptyTitle: string;
  emptyText: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useI18n();
  if (!items) return <Spinner label={t('common.loading')} />;
  if (items.length === 0) return <EmptyState icon="book" title={emptyTitle} text={emptyText} />;
  return children(items);
}

/** Previous and next page; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number | undefined;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="cl-pager" aria-label={t('book.pages')}>
      <Button size="s" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('book.previous')}
      </Button>
      <span>{t('book.pageOf', { page, pages })}</span>
      <Button size="s" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('book.next')}
      </Button>
    </nav>
  );
}
