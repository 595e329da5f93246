// The claims that wait for this account, on its home (issue 28 point 11): for a service center the
// claims submitted or resubmitted to it (its review queue), for a dealer the claims the center sent
// back for revision, each with the center's comment and a way to the claim.
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useClaimQueue, useClaims, type ClaimView, CLAIM_STATUS_KEY } from '../../../domain/claims/index.ts';

const FIRST = { page: 1, page_size: 5 } as const;

export function ClaimsWaiting({ as }: { as: 'center' | 'dealer' | null }) {
  if (as === 'center') return <CenterClaims />;
  if (as === 'dealer') return <RevisionAsked />;
  return null;
}

function CenterClaims() {
  const { t } = useI18n();
  const queue = useClaimQueue(FIRST);
  const items = queue.data?.items ?? [];
  return (
    <ClaimList
      title={t('home.claimsWaitingTitle', { n: queue.data?.total ?? 0 })}
      empty={t('home.claimsWaitingNone')}
      items={items}
      loaded={!!queue.data}
      more={paths.claimReview}
      moreText={t('home.openClaimReview')}
    />
  );
}

function RevisionAsked() {
  const { t } = useI18n();
  const claims = useClaims({ status: 'revising', ...FIRST });
  const items = claims.data?.items ?? [];
  // Nothing to do: the dealer's home stays as it was.
  if (!items.length) return null;
  return (
    <ClaimList
      title={t('home.revisionAskedTitle', { n: claims.data?.total ?? items.length })}
      empty=""
      items={items}
      loaded
      more={paths.claims}
      moreText={t('home.openClaims')}
    />
  );
}

function ClaimList(props: {
  title: string;
  empty: string;
  items: ClaimView[];
  loaded: boolean;
  more: string;
  moreText: string;
}) {
  const { t, locale } = useI18n();
  return (
    <section className="card" aria-labelledby="home-claims-title" data-testid="home-claims">
      <h2 id="home-claims-title">{props.title}</h2>
      {props.loaded && !props.items.length ? <p className="muted">{props.empty}</p> : null}
      <ul className="home-list">
        {props.items.map((c) => (
          <li key={c.id} className="home-item" data-claim-id={c.id}>
            <div>
              <Link to={href.claim(c.id)}>
                <strong>{t('claim.detailTitle', { id: c.id })}</strong>
              </Link>{' '}
              <span className="mono">{c.vin}</span>
              <div className="muted small">
                {c.bike_shop_name} · {formatDateTime(c.updated_at, locale)}
              </div>
              {c.decision_comment ? <div className="home-message">“{c.decision_comment}”</div> : null}
            </div>
            <div className="home-item-actions">
              <span className={`cl-status cl-status-${c.status}`}>{t(CLAIM_STATUS_KEY[c.status])}</span>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link to={props.more}>{props.moreText}</Link>
      </p>
    </section>
  );
}
