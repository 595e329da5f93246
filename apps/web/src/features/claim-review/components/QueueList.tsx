// One queue of the review screen (claims or order cases): a spinner until the first page arrives,
// "nothing waits" when it is empty, else a card per item. A card's key holds its status, so a card
// whose item was decided starts afresh (its comment field empty) when the item comes back.
import { Fragment, type ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export function QueueList<T extends { id: number; status: string }>({
  items,
  card,
}: {
  items: readonly T[] | undefined;
  card: (item: T) => ReactNode;
}) {
  const { t } = useI18n();
  if (!items) return <Spinner label={t('common.loading')} />;
  if (items.length === 0)
    return <EmptyState icon="success" title={t('review.emptyTitle')} text={t('claim.queueEmpty')} />;
  return (
    <div className="cl-queue">
      {items.map((item) => (
        <Fragment key={`${item.id}-${item.status}`}>{card(item)}</Fragment>
      ))}
    </div>
  );
}
