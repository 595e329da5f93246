// The order cases of the queue: a wrong, damaged or missing delivery with its photos beside the order
// it concerns, and the decision with a comment (a rejection or revision needs one).
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { TextAreaField } from '../../../components/ui/Field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { href } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import { ORDER_CASE_KIND_KEY, ORDER_CASE_STATUS_KEY } from '../../../lib/claims/claim-labels.ts';
import {
  useOrderCaseQueue,
  useReviewOrderCase,
  type OrderCaseDecision,
  type OrderCaseFilter,
  type OrderCaseView,
} from '../../../lib/claims/order-calls.ts';
import { ProtectedPhoto } from '../../../lib/claims/ProtectedPhoto.tsx';
import type { QueueFilter } from '../queue-filter.ts';

export function OrderCaseQueue({ filter }: { filter: QueueFilter }) {
  const { t } = useI18n();
  const query: OrderCaseFilter = {
    page: 1,
    page_size: 20,
    ...(filter.status ? { status: filter.status as NonNullable<OrderCaseFilter['status']> } : {}),
    ...(filter.shop ? { bike_shop_id: filter.shop } : {}),
    ...(filter.age ? { older_than_days: filter.age } : {}),
  };
  const queue = useOrderCaseQueue(query);
  if (!queue.data) return <Spinner label={t('common.loading')} />;
  if (queue.data.items.length === 0)
    return <EmptyState icon="success" title={t('review.emptyTitle')} text={t('claim.queueEmpty')} />;
  return (
    <div className="cl-queue">
      {queue.data.items.map((c) => (
        <CaseCard key={`${c.id}-${c.status}`} item={c} />
      ))}
    </div>
  );
}

const DECISIONS: OrderCaseDecision[] = ['approve', 'revise', 'reject'];
const LABEL = { approve: 'claim.approve', revise: 'claim.revise', reject: 'claim.reject' } as const;

function CaseCard({ item }: { item: OrderCaseView }) {
  const { t, locale } = useI18n();
  const review = useReviewOrderCase();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const title = t('order.caseTitle', { id: item.id, kind: t(ORDER_CASE_KIND_KEY[item.kind]) });
  const decide = (decision: OrderCaseDecision) => {
    if (decision !== 'approve' && !comment.trim()) return setError(t('claim.commentRequired'));
    review.mutate(
      { id: item.id, decision, comment: comment.trim() },
      { onSuccess: () => notify('success', t('claim.moveDone', { id: item.id })) },
    );
  };
  return (
    <article className="card stack" aria-label={title}>
      <div className="cl-card-head">
        <h2>{title}</h2>
        <span className={`cl-status cl-status-${item.status}`}>{t(ORDER_CASE_STATUS_KEY[item.status])}</span>
      </div>
      <p className="muted">
        {t('claim.detailText', {
          shop: item.bike_shop_name,
          person: item.created_by,
          when: formatDateTime(item.created_at, locale),
        })}{' '}
        · <Link to={href.order(item.order_id)}>{t('order.numberValue', { id: item.order_id })}</Link>
      </p>
      <div className="cl-columns">
        <div className="stack">
          <p className="cl-comment">{item.description}</p>
          {item.status === 'pending' ? (
            <>
              <TextAreaField
                label={t('claim.commentToDealer')}
                rows={2}
                maxLength={2000}
                value={comment}
                error={error}
                onChange={(e) => setComment(e.target.value)}
              />
              <div className="cl-actions">
                {DECISIONS.map((d, i) => (
                  <Button
                    key={d}
                    variant={i === 0 ? 'primary' : 'secondary'}
                    disabled={review.isPending}
                    onClick={() => decide(d)}
                  >
                    {t(LABEL[d])}
                  </Button>
                ))}
              </div>
            </>
          ) : null}
        </div>
        <div className="cl-photos">
          {item.image_ids.map((id, i) => (
            <ProtectedPhoto
              key={id}
              prefix="order_case"
              id={id}
              alt={t('claim.photoAlt', { n: i + 1, id: item.id })}
              missing={t('review.imageMissing')}
            />
          ))}
        </div>
      </div>
    </article>
  );
}
