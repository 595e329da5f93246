// The moves of one order case, oldest first, each with its person, time and comment: the dealer
// reads the service center's decision and why under the case, and the center reads the dealer's
// answer to a revision beside the decision it is about to make.
import { formatDateTime } from '../format/date.ts';
import { useI18n } from '../i18n/i18n.ts';
import { caseStatusWord } from './claim-labels.ts';
import type { OrderView } from './order-calls.ts';

type OrderEvent = NonNullable<OrderView['history']>[number];

/** The history entries of order case `caseId` within its order's history. */
export const caseEvents = (history: readonly OrderEvent[] | undefined, caseId: number) =>
  (history ?? []).filter((e) => e.kind === 'case' && e.order_case_id === caseId);

export function CaseTrail({ events, label }: { events: readonly OrderEvent[]; label: string }) {
  const { t, locale } = useI18n();
  if (events.length === 0) return null;
  return (
    <ol className="cl-history" aria-label={label}>
      {events.map((e, i) => {
        return (
          <li key={`${e.created_at}-${i}`}>
            <div>
              <strong>{t('order.caseEvent', { status: caseStatusWord(t, e.to_status) })}</strong>{' '}
              <span className="muted">
                {t('claim.by', { person: e.actor_email, when: formatDateTime(e.created_at, locale) })}
              </span>
            </div>
            {e.comment ? <p className="cl-comment">{e.comment}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
