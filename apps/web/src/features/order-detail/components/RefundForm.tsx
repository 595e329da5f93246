// A service center's refund (refund_order): an amount in euros with a reason, once the order was
// confirmed (docs/decisions/1400). The order keeps the refunded total; each refund is in the history.
import { useState } from 'react';
import { hasPermission } from '@dealer/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import { formatCents, parseCents, useRefundOrder, type OrderView } from '../../../domain/claims/index.ts';

const REFUNDABLE: readonly OrderView['status'][] = ['confirmed', 'shipped', 'delivered'];

export function RefundForm({ order }: { order: OrderView }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const refund = useRefundOrder();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  if (!hasPermission(session.permission, 'refund_order') || !REFUNDABLE.includes(order.status)) return null;

  const send = () => {
    const cents = parseCents(amount);
    const found = {
      ...(cents === null || cents < 1 ? { amount: t('order.amountInvalid') } : {}),
      ...(reason.trim() ? {} : { reason: t('common.required') }),
    };
    setErrors(found);
    if (cents === null || Object.keys(found).length) return;
    refund.mutate(
      { id: order.id, amount_cents: cents, reason: reason.trim() },
      {
        onSuccess: () => {
          notify('success', t('order.refundDone', { amount: formatCents(cents, locale), id: order.id }));
          setAmount('');
          setReason('');
        },
        onError: (e) =>
          setErrors({ amount: isApiError(e) ? (e.details?.[0]?.problem ?? e.message) : String(e) }),
      },
    );
  };

  return (
    <form
      className="card stack"
      aria-labelledby="or-refund-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <h2 id="or-refund-title">{t('order.refundTitle')}</h2>
      <TextField
        label={t('order.amount')}
        required
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        hint={t('order.amountHint')}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextAreaField
        label={t('order.reason')}
        required
        rows={2}
        maxLength={2000}
        value={reason}
        error={errors.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" variant="secondary" busy={refund.isPending}>
          {t('order.refund')}
        </Button>
      </div>
    </form>
  );
}
