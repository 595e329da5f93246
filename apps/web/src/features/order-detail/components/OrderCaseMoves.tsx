// The dealer's moves on its order case (manage_order_case): answer a revision the service center
// asked for and resubmit, or withdraw the case; close an approved case once it is settled. The
// comment goes to the service center with the move (a resubmission needs one: it is the answer).
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import {
  CommentedMoves,
  useMoveOrderCase,
  type DealerOrderCaseStatus,
  type OrderCaseView,
} from '../../../domain/claims/index.ts';

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
  const moves = MOVES[item.status] ?? [];
  if (moves.length === 0) return null;
  return (
    <CommentedMoves
      label={t('claim.commentToCenter')}
      moves={moves}
      labels={LABEL}
      needsComment={(m) => m === 'pending'}
      busy={move.isPending}
      onMove={(status, comment) =>
        move.mutate(
          { id: item.id, status, comment },
          { onSuccess: () => notify('success', t('claim.moveDone', { id: item.id })) },
        )
      }
    />
  );
}
