// /order: the parts orders the account may see — a dealer its shop's, a service center its regions'
// (docs/decisions/1410) — newest first, by status; a dealer places a new order from here.
import { useState } from 'react';
import { Link } from 'react-router';
import { hasPermission, OrderStatus } from '@dealer/contracts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { href, paths } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { formatCents, ORDER_STATUS_KEY } from '../../lib/claims/claim-labels.ts';
import { useOrders } from '../../lib/claims/order-calls.ts';
import '../../lib/claims/claims.css';

export function OrderListPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const orders = useOrders({ page: 1, page_size: 100, ...(status ? { status } : {}) });
  const canOrder = hasPermission(session.permission, 'manage_order');
  return (
    <ScreenFrame
      title={t('order.listTitle')}
      description={t(canOrder ? 'order.listTextDealer' : 'order.listTextCenter')}
      actions={
        canOrder ? (
          <Link className="btn btn-primary" to={paths.orderNew}>
            {t('order.new')}
          </Link>
        ) : null
      }
    >
      <div className="cl-filters">
        <SelectField
          label={t('claim.filterStatus')}
          value={status}
          placeholder={t('claim.allStatuses')}
          onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
        >
          {OrderStatus.map((s) => (
            <option key={s} value={s}>
              {t(ORDER_STATUS_KEY[s])}
            </option>
          ))}
        </SelectField>
      </div>
      {!orders.data ? (
        <Spinner label={t('common.loading')} />
      ) : orders.data.items.length === 0 ? (
        <EmptyState icon="book" title={t('order.emptyTitle')} text={t('order.empty')} />
      ) : (
        <table className="cl-table card">
          <caption className="visually-hidden">{t('order.listTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.number')}</th>
              <th scope="col">{t('order.lines')}</th>
              <th scope="col">{t('claim.shop')}</th>
              <th scope="col">{t('claim.statusLabel')}</th>
              <th scope="col">{t('order.refundedTotal')}</th>
              <th scope="col">{t('claim.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.items.map((o) => (
              <tr key={o.id} data-order-id={o.id}>
                <td>
                  <Link to={href.order(o.id)}>{t('order.numberValue', { id: o.id })}</Link>
                  {o.claim_id ? <div className="muted">{t('order.forClaim', { id: o.claim_id })}</div> : null}
                </td>
                <td>{o.lines.map((l) => `${l.name || l.part_spec_code} × ${l.quantity}`).join(', ')}</td>
                <td>{o.bike_shop_name}</td>
                <td>
                  <span className={`cl-status cl-status-${o.status}`}>{t(ORDER_STATUS_KEY[o.status])}</span>
                </td>
                <td>{o.refunded_cents ? formatCents(o.refunded_cents, locale) : '–'}</td>
                <td>{formatDateTime(o.updated_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ScreenFrame>
  );
}
