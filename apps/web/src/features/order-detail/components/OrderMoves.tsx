// The order moves the account may make now (the API's flow, docs/decisions/1400): the service center
// confirms, ships with a tracking number, marks delivered or cancels; the dealer cancels an order not
// yet confirmed or confirms receipt. Either party may comment.
import { useState } from 'react';
import { hasPermission } from '@dealer/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import {
  useCenterOrderStatus,
  useCommentOrder,
  useDealerOrderStatus,
  type CenterOrderStatus,
  type OrderView,
} from '../../../domain/claims/index.ts';

type Move = { by: 'center' | 'dealer'; to: CenterOrderStatus; label: MessageKey };

function movesFor(status: OrderView['status'], center: boolean, dealer: boolean): Move[] {
  const m: Move[] = [];
  if (center && status === 'ordered') m.push({ by: 'center', to: 'confirmed', label: 'order.confirm' });
  if (center && status === 'confirmed') m.push({ by: 'center', to: 'shipped', label: 'order.ship' });
  if (center && status === 'shipped') m.push({ by: 'center', to: 'delivered', label: 'order.markDelivered' });
  if (dealer && status === 'shipped') m.push({ by: 'dealer', to: 'delivered', label: 'order.received' });
  if (center && (status === 'ordered' || status === 'confirmed'))
    m.push({ by: 'center', to: 'canceled', label: 'order.cancel' });
  else if (dealer && status === 'ordered') m.push({ by: 'dealer', to: 'canceled', label: 'order.cancel' });
  return m;
}

export function OrderMoves({ order }: { order: OrderView }) {
  const { t } = useI18n();
  const session = useSession();
  const center = hasPermission(session.permission, 'update_order_status');
  const dealer = hasPermission(session.permission, 'manage_order');
  const [comment, setComment] = useState('');
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | undefined>();
  const byCenter = useCenterOrderStatus();
  const byDealer = useDealerOrderStatus();
  const remark = useCommentOrder();
  const busy = byCenter.isPending || byDealer.isPending || remark.isPending;
  const moves = movesFor(order.status, center, dealer);
  const shipping = moves.some((m) => m.to === 'shipped');

  const run = async (move: Move | null) => {
    const text = comment.trim();
    if (!move && !text) return setError(t('claim.commentRequired'));
    if (move?.to === 'shipped' && !tracking.trim()) return setError(t('order.trackingRequired'));
    setError(undefined);
    try {
      if (!move) await remark.mutateAsync({ id: order.id, comment: text });
      else if (move.by === 'center')
        await byCenter.mutateAsync({
          id: order.id,
          status: move.to,
          comment: text,
          ...(move.to === 'shipped' ? { tracking_number: tracking.trim() } : {}),
        });
      else
        await byDealer.mutateAsync({
          id: order.id,
          status: move.to as 'delivered' | 'canceled',
          comment: text,
        });
      setComment('');
      notify('success', t(move ? 'order.moveDone' : 'claim.commentDone', { id: order.id }));
    } catch (e) {
      if (isApiError(e)) setError(e.details?.[0]?.problem ?? e.message);
      else throw e;
    }
  };

  return (
    <section className="card stack" aria-labelledby="or-moves-title">
      <h2 id="or-moves-title">{t(moves.length ? 'claim.nextStep' : 'claim.commentTitle')}</h2>
      {shipping ? (
        <TextField
          label={t('order.tracking')}
          maxLength={64}
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
        />
      ) : null}
      <TextAreaField
        label={t(center ? 'claim.commentToDealer' : 'claim.commentToCenter')}
        rows={2}
        maxLength={2000}
        value={comment}
        error={error}
        onChange={(e) => setComment(e.target.value)}
      />
      <div className="cl-actions">
        {moves.map((m, i) => (
          <Button
            key={m.label}
            variant={i === 0 && m.to !== 'canceled' ? 'primary' : 'secondary'}
            disabled={busy}
            onClick={() => void run(m)}
          >
            {t(m.label)}
          </Button>
        ))}
        <Button variant="ghost" disabled={busy} onClick={() => void run(null)}>
          {t('claim.addComment')}
        </Button>
      </div>
    </section>
  );
}
