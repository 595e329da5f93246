// The history of a claim or an order: every move, comment and refund with the person who made it,
// oldest first, so each party reads the conversation in the order it happened.
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { caseStatusWord, formatCents, statusKey } from './claim-labels.ts';

export interface HistoryEvent {
  kind?: 'status' | 'comment' | 'refund' | 'case';
  from_status: string | null;
  to_status: string | null;
  amount_cents?: number | null;
  comment: string;
  actor_email: string;
  created_at: string;
}

export function EventHistory({ events, title }: { events: readonly HistoryEvent[]; title: string }) {
  const { t, locale } = useI18n();
  const word = (s: string) => {
    const key = statusKey(s);
    return key ? t(key) : s;
  };
  const what = (e: HistoryEvent) => {
    if (e.kind === 'refund' && e.amount_cents != null)
      return t('order.refunded', { amount: formatCents(e.amount_cents, locale) });
    if (e.kind === 'case') return t('order.caseEvent', { status: caseStatusWord(t, e.to_status) });
    if (e.to_status) return t('claim.moved', { status: word(e.to_status) });
    return t('claim.commented');
  };
  return (
    <section className="card" aria-labelledby="cl-history-title">
      <h2 id="cl-history-title">{title}</h2>
      <ol className="cl-history" data-testid="history">
        {events.map((e, i) => (
          <HistoryEntry key={`${e.created_at}-${i}`} what={what(e)} event={e} />
        ))}
      </ol>
    </section>
  );
}

/** One move, comment or refund: what happened, who and when, and the comment that came with it. */
export function HistoryEntry({
  what,
  event,
}: {
  what: string;
  event: Pick<HistoryEvent, 'actor_email' | 'created_at' | 'comment'>;
}) {
  const { t, locale } = useI18n();
  return (
    <li>
      <div>
        <strong>{what}</strong>{' '}
        <span className="muted">
          {t('claim.by', { person: event.actor_email, when: formatDateTime(event.created_at, locale) })}
        </span>
      </div>
      {event.comment ? <p className="cl-comment">{event.comment}</p> : null}
    </li>
  );
}
