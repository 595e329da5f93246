// The parts orders placed for this claim, each with its status, linking to the order.
import { Link } from 'react-router';
import { href } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { type ClaimView, ORDER_STATUS_KEY, useOrders } from '../../../domain/claims/index.ts';

export function ClaimOrders({ claim }: { claim: ClaimView }) {
  const { t } = useI18n();
  const orders = useOrders({ claim_id: claim.id, page: 1, page_size: 20 });
  const items = orders.data?.items ?? [];
  return (
    <section className="card" aria-labelledby="cl-orders-title">
      <h2 id="cl-orders-title">{t('claim.orders')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('claim.noOrders')}</p>
      ) : (
        <ul className="cl-history">
          {items.map((o) => (
            <li key={o.id}>
              <Link to={href.order(o.id)}>{t('order.numberValue', { id: o.id })}</Link> ·{' '}
              <span className={`cl-status cl-status-${o.status}`}>{t(ORDER_STATUS_KEY[o.status])}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
