// /order/:orderId: one parts order for both parties (docs/decisions/1410) — lines from the catalogue's
// part specs, status, tracking number, refunds, the history with the person of each step, order
// cases, and the moves the account may make now.
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { href, paths } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import {
  formatCents,
  ORDER_STATUS_KEY,
  EventHistory,
  useOrder,
  OrderLines,
} from '../../domain/claims/index.ts';
import { OrderCases } from './components/OrderCases.tsx';
import { OrderMoves } from './components/OrderMoves.tsx';
import { RefundForm } from './components/RefundForm.tsx';

export function OrderDetailPage() {
  const { t, locale } = useI18n();
  const id = Number(useParams().orderId);
  const order = useOrder(Number.isInteger(id) ? id : 0);
  if (order.isError || !Number.isInteger(id))
    return (
      <EmptyState
        as="h1"
        icon="book"
        title={t('order.notFoundTitle')}
        text={t('order.notFound')}
        action={<Link to={paths.orders}>{t('order.backToList')}</Link>}
      />
    );
  if (!order.data) return <Spinner label={t('common.loading')} />;
  const o = order.data;
  return (
    <ScreenFrame
      title={t('order.detailTitle', { id: o.id })}
      description={t('claim.detailText', {
        shop: o.bike_shop_name,
        person: o.created_by,
        when: formatDateTime(o.created_at, locale),
      })}
    >
      <div className="cl-columns">
        <div className="stack">
          <section className="card" aria-labelledby="or-summary-title">
            <h2 id="or-summary-title">{t('order.summary')}</h2>
            <dl className="cl-facts">
              <dt>{t('claim.statusLabel')}</dt>
              <dd>
                <span className={`cl-status cl-status-${o.status}`} data-testid="order-status">
                  {t(ORDER_STATUS_KEY[o.status])}
                </span>
              </dd>
              {o.claim_id ? (
                <>
                  <dt>{t('order.claim')}</dt>
                  <dd>
                    <Link to={href.claim(o.claim_id)}>{t('claim.numberValue', { id: o.claim_id })}</Link>
                  </dd>
                </>
              ) : null}
              <dt>{t('order.tracking')}</dt>
              <dd data-testid="order-tracking">{o.tracking_number || '–'}</dd>
              <dt>{t('order.refundedTotal')}</dt>
              <dd data-testid="order-refunded">{formatCents(o.refunded_cents, locale)}</dd>
              {o.note ? (
                <>
                  <dt>{t('order.note')}</dt>
                  <dd>{o.note}</dd>
                </>
              ) : null}
            </dl>
            <OrderLines lines={o.lines} />
          </section>
          <OrderMoves order={o} />
          <RefundForm order={o} />
        </div>
        <div className="stack">
          <EventHistory title={t('order.history')} events={o.history ?? []} />
          <OrderCases order={o} />
        </div>
      </div>
      <p>
        <Link to={paths.orders}>{t('order.backToList')}</Link>
      </p>
    </ScreenFrame>
  );
}
