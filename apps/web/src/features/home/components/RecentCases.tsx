// The shop's latest cases with their review status and the reviewer's comment, so the dealer
// sees at once when the service center approved, rejected or sent a case back.
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useRecentCases } from '../api/get-recent-cases.ts';
import { CASE_STATUS_KEY } from '../../../domain/claims/index.ts';

export function RecentCases({ enabled }: { enabled: boolean }) {
  const { t, locale } = useI18n();
  const cases = useRecentCases(enabled);
  if (!enabled || !cases.data?.items.length) return null;
  return (
    <section className="card" aria-labelledby="home-cases-title">
      <h2 id="home-cases-title">{t('home.casesTitle')}</h2>
      <ul className="home-list">
        {cases.data.items.map((c) => (
          <li key={c.id} className="home-item" data-case-id={c.id}>
            <div>
              <strong>
                {t(c.case_type === 'post_bundle' ? 'review.postBundle' : 'review.verifyWorkspace')} #{c.id}
              </strong>{' '}
              <span className="mono">{c.vin}</span>
              <div className="muted small">{formatDateTime(c.updated_at, locale)}</div>
              {c.review_comment ? <div className="home-message">“{c.review_comment}”</div> : null}
            </div>
            <div className="home-item-actions">
              <span className={`home-status home-status-${c.status}`}>{t(CASE_STATUS_KEY[c.status])}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
