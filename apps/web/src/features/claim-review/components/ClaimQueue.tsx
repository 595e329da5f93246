// The claims of the queue: each as an article with what the dealer claims and the decision at hand
// on one side and the evidence from the bike on the other.
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { href } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import {
  useClaim,
  useClaimQueue,
  type ClaimQueueFilter,
  type ClaimView,
} from '../../../lib/claims/claim-calls.ts';
import { ClaimActions } from '../../../lib/claims/ClaimActions.tsx';
import { ClaimEvidence } from '../../../lib/claims/ClaimEvidence.tsx';
import { CLAIM_STATUS_KEY } from '../../../lib/claims/claim-labels.ts';
import type { QueueFilter } from '../queue-filter.ts';

export function ClaimQueue({ filter }: { filter: QueueFilter }) {
  const { t } = useI18n();
  const query: ClaimQueueFilter = {
    page: 1,
    page_size: 10,
    ...(filter.status ? { status: filter.status as NonNullable<ClaimQueueFilter['status']> } : {}),
    ...(filter.shop ? { bike_shop_id: filter.shop } : {}),
    ...(filter.brand ? { brand_id: filter.brand } : {}),
    ...(filter.age ? { older_than_days: filter.age } : {}),
  };
  const queue = useClaimQueue(query);
  if (!queue.data) return <Spinner label={t('common.loading')} />;
  if (queue.data.items.length === 0)
    return <EmptyState icon="success" title={t('review.emptyTitle')} text={t('claim.queueEmpty')} />;
  return (
    <div className="cl-queue">
      {queue.data.items.map((c) => (
        <QueueCard key={`${c.id}-${c.status}`} claim={c} />
      ))}
    </div>
  );
}

function QueueCard({ claim: listed }: { claim: ClaimView }) {
  const { t, locale } = useI18n();
  // The list leaves the evidence out (it is the heavy part); each card reads its claim in full, and
  // shows that copy only once it is as new as the list's (a cached copy may predate a resubmission).
  const full = useClaim(listed.id).data;
  const claim = full && full.updated_at === listed.updated_at ? full : listed;
  const title = t('claim.detailTitle', { id: claim.id });
  return (
    <article className="card stack" aria-label={title}>
      <div className="cl-card-head">
        <h2>
          <Link to={href.claim(claim.id)}>{title}</Link>
        </h2>
        <span className={`cl-status cl-status-${claim.status}`}>{t(CLAIM_STATUS_KEY[claim.status])}</span>
      </div>
      <p className="muted">
        {t('claim.detailText', {
          shop: claim.bike_shop_name,
          person: claim.created_by,
          when: formatDateTime(claim.submitted_at ?? claim.created_at, locale),
        })}
      </p>
      <div className="cl-columns">
        <div className="stack">
          <p className="cl-comment">{claim.description}</p>
          <ClaimActions claim={claim} headingLevel={3} />
        </div>
        {claim.evidence === undefined ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <ClaimEvidence claim={claim} headingLevel={3} />
        )}
      </div>
    </article>
  );
}
