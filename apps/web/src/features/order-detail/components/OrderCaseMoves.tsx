// The dealer's moves on its order case (manage_order_case): answer a revision the service center
// asked for and resubmit, or withdraw the case; close an approved case once it is settled. The
// comment goes to the service center with the move (a resubmission needs one: it is the answer).
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import {
  useMoveOrderCase,
  type DealerOrderCaseStatus,
  type OrderCaseView,
} from '../../../lib/claims/order-calls.ts';

const MOVES: Partial<Record<OrderCaseView['status'], DealerOrderCaseStatus[]>> = {
  revising: ['pending', 'canceled'],
  approved: ['completed'],
};
const LABEL = {
  pending: 'claim.resubmit',
  canceled: 'order.caseCancel',
  completed: 'claim.complete',
} as const;

export function OrderCaseMoves({ item }: { item: OrderCaseView }) {
  const { t } = useI18n();
  const move = useMoveOrderCase();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const moves = MOVES[item.status] ?? [];
  if (moves.length === 0) return null;
  const send = (status: DealerOrderCaseStatus) => {
    if (status === 'pending' && !comment.trim()) return setError(t('claim.commentRequired'));
    setError(undefined);
    move.mutate(
      { id: item.id, status, comment: comment.trim() },
      { onSuccess: () => notify('success', t('claim.moveDone', { id: item.id })) },
    );
  };
  return (
    <div className="stack">
      <TextAreaField
        label={t('claim.commentToCenter')}
        rows={2}
        maxLength={2000}
        value={comment}
        error={error}
        onChange={(e) => setComment(e.target.value)}
      />
      <div className="cl-actions">
        {moves.map((m, i) => (
          <Button
            key={m}
            variant={i === 0 ? 'primary' : 'secondary'}
            disabled={move.isPending}
            onClick={() => send(m)}
          >
            {t(LABEL[m])}
          </Button>
        ))}
      </div>
    </div>
  );
}
