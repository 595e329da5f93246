// The lines of a parts order (code, part name, quantity): on the order's page, and beside an order
// case in the review queue, where they are what the dealer says arrived wrong or damaged.
import { useI18n } from '../../lib/i18n/i18n.ts';
import type { OrderView } from './order-calls.ts';

export function OrderLines({ lines, caption }: { lines: OrderView['lines']; caption?: string }) {
  const { t } = useI18n();
  return (
    <table className="cl-table">
      <caption>{caption ?? t('order.lines')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('order.code')}</th>
          <th scope="col">{t('order.part')}</th>
          <th scope="col">{t('claim.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.part_spec_code}>
            <td>{l.part_spec_code}</td>
            <td>{l.name}</td>
            <td>{l.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
