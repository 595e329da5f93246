// The service center's home: how many of its region's cases wait in each status, each a way into
// the review queue (no "connect a bike" or "ask your service center": it is the service center).
import { Link } from 'react-router';
import type { CaseStatus } from '@dealer/contracts';
import { paths } from '../../../config/paths.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { useReviewCounts } from '../api/get-review-counts.ts';

const STATUSES: [CaseStatus, MessageKey][] = [
  ['pending', 'review.statusPending'],
  ['revising', 'review.statusRevising'],
  ['approved', 'review.statusApproved'],
  ['rejected', 'review.statusRejected'],
];

export function ReviewDesk({ enabled }: { enabled: boolean }) {
  const { t } = useI18n();
  const counts = useReviewCounts(
    STATUSES.map(([s]) => s),
    enabled,
  );
  if (!enabled) return null;
  return (
    <section className="card" aria-labelledby="home-desk-title">
      <h2 id="home-desk-title">{t('home.deskTitle')}</h2>
      <p className="muted">{t('review.description')}</p>
      <ul className="home-desk" aria-label={t('review.filter')}>
        {STATUSES.map(([status, key], i) => (
          <li key={status}>
            <Link to={paths.caseReview} className="home-desk-count">
              <strong>{counts[i] ?? '–'}</strong> <span>{t(key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
