// The claims of the queue: each as an article with what the dealer claims and the decision at hand
// on one side and the evidence from the bike on the other.
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { href } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import {
  useClaim,
  useClaimQueue,
  type ClaimQueueFilter,
  type ClaimView,
  ClaimActions,
  ClaimEvidence,
  ClaimFacts,
  useFiledLine,
  CLAIM_STATUS_KEY,
} from '../../../domain/claims/index.ts';
import { queueQuery, type QueueFilter } from '../queue-filter.ts';
import { QueueCardFrame } from './QueueCardFrame.tsx';
import { QueueList } from './QueueList.tsx';

type ClaimStatus = NonNullable<ClaimQueueFilter['status']>;

export function ClaimQueue({ filter }: { filter: QueueFilter }) {
  const queue = useClaimQueue(queueQuery<ClaimStatus>(filter, 'claims', 10));
  return <QueueList items={queue.data?.items} card={(c) => <ClaimCard claim={c} />} />;
}

function ClaimCard({ claim: listed }: { claim: ClaimView }) {
  const { t } = useI18n();
  // The list leaves the evidence out (it is the heavy part); each card reads its claim in full, and
  // shows that copy only once it is as new as the list's (a cached copy may predate a resubmission).
  const full = useClaim(listed.id).data;
  const claim = full && full.updated_at === listed.updated_at ? full : listed;
  const filed = useFiledLine(claim);
  return (
    <QueueCardFrame
      title={t('claim.detailTitle', { id: claim.id })}
      to={href.claim(claim.id)}
      status={claim.status}
      statusText={t(CLAIM_STATUS_KEY[claim.status])}
      byline={filed}
      decision={
        <>
          <p className="cl-comment">{claim.description}</p>
          <ClaimFacts claim={claim} />
          <ClaimActions claim={claim} headingLevel={3} />
        </>
      }
      evidence={
        claim.evidence === undefined ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <ClaimEvidence claim={claim} headingLevel={3} />
        )
      }
    />
  );
}
