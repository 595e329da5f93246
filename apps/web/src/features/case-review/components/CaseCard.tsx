// One case to review: what the dealer claims (components, comment, photos), its history, and the
// reviewer's decision with a comment. Decisions are offered only where the server's status flow
// allows a reviewer to move the case (pending → approved / rejected / revising).
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { paths } from '../../../config/paths.ts';
import type { ResultOf } from '../../../lib/api/api-types.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import { useReviewCase, type ReviewDecision } from '../api/review-case.ts';
import { CaseImage } from './CaseImage.tsx';
import { CASE_STATUS_KEY } from '../../../domain/claims/index.ts';

export type CaseView = ResultOf<'/api/case_management/review', 'get'>['items'][number];

const DECISIONS: {
  decision: ReviewDecision;
  label: MessageKey;
  done: MessageKey;
  variant: 'primary' | 'secondary';
}[] = [
  { decision: 'approve', label: 'review.approve', done: 'review.approved', variant: 'primary' },
  { decision: 'revise', label: 'review.revise', done: 'review.revised', variant: 'secondary' },
  { decision: 'reject', label: 'review.reject', done: 'review.rejected', variant: 'secondary' },
];

export function CaseCard({ item }: { item: CaseView }) {
  const { t, locale } = useI18n();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const review = useReviewCase();
  const commentId = `case-${item.id}-comment`;
  const decide = (d: (typeof DECISIONS)[number]) => {
    // Sending a case back or refusing it needs a reason the dealer can act on.
    if (d.decision !== 'approve' && !comment.trim()) return setError(t('review.commentRequired'));
    review.mutate(
      { id: item.id, decision: d.decision, comment: comment.trim() },
      { onSuccess: () => notify('success', t(d.done, { id: item.id })) },
    );
  };
  return (
    <article className="card cr-case" aria-labelledby={`case-${item.id}-title`}>
      <header className="cr-head">
        <h2 id={`case-${item.id}-title`}>
          {t(item.case_type === 'post_bundle' ? 'review.postBundle' : 'review.verifyWorkspace')} #{item.id}
        </h2>
        <span className={`cr-status cr-status-${item.status}`}>{t(CASE_STATUS_KEY[item.status])}</span>
      </header>
      <dl className="details-list">
        <dt>VIN</dt>
        <dd className="cr-mono">
          {item.vin}{' '}
          <Link to={`${paths.serviceBook}?vin=${encodeURIComponent(item.vin)}`}>
            {t('review.bikeRecord', { vin: item.vin })}
          </Link>
        </dd>
        <dt>{t('review.shop')}</dt>
        <dd>{item.bike_shop_name}</dd>
        <dt>{t('review.openedBy')}</dt>
        <dd>
          {item.created_by}, {formatDateTime(item.created_at, locale)}
        </dd>
      </dl>
      {item.components.length > 0 ? (
        <ul className="cr-components" aria-label={t('review.components')}>
          {item.components.map((c) => (
            <li key={`${c.part_type}-${c.barcode}`}>
              <span className="cr-cap">{componentDisplayName(c.part_type)}</span>:{' '}
              <span className="cr-mono">{c.barcode}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {item.comment ? <blockquote className="cr-quote">“{item.comment}”</blockquote> : null}
      {item.image_ids.length > 0 ? (
        <div className="cr-images">
          {item.image_ids.map((id, i) => (
            <CaseImage key={id} id={id} alt={t('review.photo', { n: i + 1, id: item.id })} />
          ))}
        </div>
      ) : null}
      {item.review_comment ? (
        <p>
          <strong>{t('review.reviewComment')}</strong> {item.review_comment}
        </p>
      ) : null}
      {item.status === 'pending' ? (
        <div className="stack">
          <div className={['field', error ? 'field-invalid' : ''].join(' ')}>
            <label htmlFor={commentId}>{t('review.comment')}</label>
            <textarea
              id={commentId}
              className="cr-textarea"
              rows={2}
              maxLength={2000}
              value={comment}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${commentId}-error` : undefined}
              onChange={(e) => {
                setComment(e.target.value);
                setError(undefined);
              }}
            />
            {error ? (
              <span id={`${commentId}-error`} className="field-error">
                {error}
              </span>
            ) : null}
          </div>
          <div className="row">
            {DECISIONS.map((d) => (
              <Button
                key={d.decision}
                variant={d.variant}
                busy={review.isPending && review.variables?.decision === d.decision}
                disabled={review.isPending}
                onClick={() => decide(d)}
              >
                {t(d.label)}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </article>
  );
}
