// The moves of one order case, oldest first, each with its person, time and comment: the dealer
// reads the service center's decision and why under the case, and the center reads the dealer's
// answer to a revision beside the decision it is about to make.
import { useI18n } from '../../lib/i18n/i18n.ts';
import { caseStatusWord } from './claim-labels.ts';
import { HistoryEntry } from './EventHistory.tsx';
import type { OrderView } from './order-calls.ts';

type OrderEvent = NonNullable<OrderView['history']>[number];

/** The history entries of order case `caseId` within its order's history. */
export const caseEvents = (history: readonly OrderEvent[] | undefined, caseId: number) =>
  (history ?? []).filter((e) => e.kind === 'case' && e.order_case_id === caseId);

export function CaseTrail({ events, label }: { events: readonly OrderEvent[]; label: string }) {
  const { t } = useI18n();
  if (events.length === 0) return null;
  return (
    <ol className="cl-history" aria-label={label}>
      {events.map((e, i) => (
        <HistoryEntry
          key={`${e.created_at}-${i}`}
          what={t('order.caseEvent', { status: caseStatusWord(t, e.to_status) })}
          event={e}
        />
      ))}
    </ol>
  );
}
