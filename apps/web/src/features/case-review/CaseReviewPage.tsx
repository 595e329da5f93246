// /case-review: the service center's queue of post-bundle and verify-workspace cases of its
// regions. Only accounts with review_case_management reach it (the nav hides it from others).
import { useState } from 'react';
import { Navigate } from 'react-router';
import { hasPermission, type CaseStatus } from '@dealer/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { QUEUE_PAGE_SIZE, useReviewQueue, useStatusCounts } from './api/review-queue.ts';
import { CaseCard } from './components/CaseCard.tsx';
import { CASE_STATUS_KEY } from '../../domain/claims/index.ts';
import './case-review.css';

const FILTERS: CaseStatus[] = ['pending', 'revising', 'approved', 'rejected'];

export function CaseReviewPage() {
  const session = useSession();
  if (!hasPermission(session.permission, 'review_case_management'))
    return <Navigate to={paths.notFound} replace />;
  return <CaseQueue />;
}

function CaseQueue() {
  const { t } = useI18n();
  const [status, setStatus] = useState<CaseStatus>('pending');
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(status, page);
  const counts = useStatusCounts(FILTERS);
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / QUEUE_PAGE_SIZE)) : 1;
  return (
    <ScreenFrame title={t('review.title')} description={t('review.description')}>
      <div className="cr-filters" role="group" aria-label={t('review.filter')}>
        {FILTERS.map((s) => (
          <Button
            key={s}
            size="s"
            variant="secondary"
            className="cr-filter"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {counts[s] === undefined
              ? t(CASE_STATUS_KEY[s])
              : t('review.filterCount', { status: t(CASE_STATUS_KEY[s]), total: counts[s] })}
          </Button>
        ))}
      </div>
      {!queue.data ? (
        <Spinner label={t('common.loading')} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState icon="success" title={t('review.emptyTitle')} text={t('review.empty')} />
      ) : (
        <div className="cr-queue">
          {queue.data.items.map((item) => (
            <CaseCard key={`${item.id}-${item.status}`} item={item} />
          ))}
        </div>
      )}
      {pages > 1 ? (
        <nav className="cr-pager" aria-label={t('book.pages')}>
          <Button size="s" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('book.previous')}
          </Button>
          <span>{t('book.pageOf', { page, pages })}</span>
          <Button size="s" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('book.next')}
          </Button>
        </nav>
      ) : null}
    </ScreenFrame>
  );
}
