// One order case in the queue: what the dealer reports and the case's moves so far with the decision
// (a rejection or revision needs a comment) on one side; on the other the evidence — the order's
// lines, status and tracking number, and the dealer's photos.
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { href } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import {
  CommentedMoves,
  CaseTrail,
  caseEvents,
  ORDER_CASE_KIND_KEY,
  CASE_STATUS_KEY,
  ORDER_STATUS_KEY,
  useOrder,
  useReviewOrderCase,
  type OrderCaseDecision,
  type OrderCaseView,
  OrderLines,
  PhotoGallery,
} from '../../../domain/claims/index.ts';
import { QueueCardFrame } from './QueueCardFrame.tsx';

const DECISIONS: readonly OrderCaseDecision[] = ['approve', 'revise', 'reject'];
const LABEL = { approve: 'claim.approve', revise: 'claim.revise', reject: 'claim.reject' } as const;

export function OrderCaseCard({ item }: { item: OrderCaseView }) {
  const { t, locale } = useI18n();
  const order = useOrder(item.order_id).data;
  const title = t('order.caseTitle', { id: item.id, kind: t(ORDER_CASE_KIND_KEY[item.kind]) });
  return (
    <QueueCardFrame
      title={title}
      to={href.order(item.order_id)}
      status={item.status}
      statusText={t(CASE_STATUS_KEY[item.status])}
      byline={t('claim.detailText', {
        shop: item.bike_shop_name,
        person: item.created_by,
        when: formatDateTime(item.created_at, locale),
      })}
      decision={
        <>
          <p className="cl-comment">{item.description}</p>
          <CaseTrail
            events={caseEvents(order?.history, item.id).slice(1)}
            label={t('order.caseTrail', { id: item.id })}
          />
          {item.status === 'pending' ? <Decision id={item.id} /> : null}
        </>
      }
      evidence={
        <div className="stack">
          <h3>{t('order.numberValue', { id: item.order_id })}</h3>
          {order ? (
            <>
              <p>
                {t(ORDER_STATUS_KEY[order.status])}
                {order.tracking_number ? ` · ${t('order.tracking')} ${order.tracking_number}` : ''}
              </p>
              <OrderLines lines={order.lines} />
            </>
          ) : (
            <Spinner label={t('common.loading')} />
          )}
          <h3>{t('claim.photos')}</h3>
          {item.image_ids.length === 0 ? <p className="muted">{t('claim.none')}</p> : null}
          <PhotoGallery prefix="order_case" ids={item.image_ids} ownerId={item.id} />
        </div>
      }
    />
  );
}

function Decision({ id }: { id: number }) {
  const { t } = useI18n();
  const review = useReviewOrderCase();
  return (
    <CommentedMoves
      label={t('claim.commentToDealer')}
      hint={t('claim.commentHint')}
      moves={DECISIONS}
      labels={LABEL}
      needsComment={(d) => d !== 'approve'}
      busy={review.isPending}
      onMove={(decision, comment) =>
        review.mutate(
          { id, decision, comment },
          { onSuccess: () => notify('success', t('claim.moveDone', { id })) },
        )
      }
    />
  );
}
