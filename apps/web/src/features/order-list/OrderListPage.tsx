// /order: the parts orders the account may see — a dealer its shop's, a service center its regions'
// (docs/decisions/1410) — newest first, by status, a page at a time; a dealer places a new order here.
import { useState } from 'react';
import { Link } from 'react-router';
import { hasPermission, OrderStatus } from '@dealer/contracts';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { href, paths } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import {
  formatCents,
  ORDER_STATUS_KEY,
  ListBody,
  Pager,
  StatusFilter,
  useOrders,
} from '../../domain/claims/index.ts';

const PAGE_SIZE = 20;

export function OrderListPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const orders = useOrders({ page, page_size: PAGE_SIZE, ...(status ? { status } : {}) });
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
      <StatusFilter
        statuses={OrderStatus}
        labels={ORDER_STATUS_KEY}
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <ListBody items={orders.data?.items} emptyTitle={t('order.emptyTitle')} emptyText={t('order.empty')}>
        {(items) => (
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
              {items.map((o) => (
                <tr key={o.id} data-order-id={o.id}>
                  <td>
                    <Link to={href.order(o.id)}>{t('order.numberValue', { id: o.id })}</Link>
                    {o.claim_id ? (
                      <div className="muted">{t('order.forClaim', { id: o.claim_id })}</div>
                    ) : null}
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
      </ListBody>
      <Pager page={page} total={orders.data?.total} pageSize={PAGE_SIZE} onPage={setPage} />
    </ScreenFrame>
  );
}
