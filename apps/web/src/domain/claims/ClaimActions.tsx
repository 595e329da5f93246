// The moves the account may make on the claim now (the API's flow, docs/decisions/1400): the dealer
// submits, resubmits after a revision (with the description corrected), cancels or completes; the
// service center approves, asks for a revision or rejects, the last two with a comment. Either party
// may comment at any step.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ClaimEditable, hasPermission } from '@dealer/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField } from '../../components/ui/Field.tsx';
import { href } from '../../config/paths.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { closeAlert, notify, showAlert } from '../../lib/stores/shell-stores.ts';
import {
  useCommentClaim,
  useDealerClaimAction,
  useReviewClaim,
  useUpdateClaim,
  type ClaimDecision,
  type ClaimView,
  type DealerClaimAction,
} from './claim-calls.ts';

type Move =
  | { by: 'dealer'; action: DealerClaimAction; label: MessageKey; needsComment?: false }
  | { by: 'reviewer'; decision: ClaimDecision; label: MessageKey; needsComment: boolean };

function movesFor(status: ClaimView['status'], dealer: boolean, reviewer: boolean): Move[] {
  const moves: Move[] = [];
  if (dealer && ClaimEditable.includes(status))
    moves.push({
      by: 'dealer',
      action: 'submit',
      label: status === 'draft' ? 'claim.submit' : 'claim.resubmit',
    });
  if (reviewer && (status === 'submitted' || status === 'resubmitted'))
    moves.push(
      { by: 'reviewer', decision: 'approve', label: 'claim.approve', needsComment: false },
      { by: 'reviewer', decision: 'revise', label: 'claim.revise', needsComment: true },
      { by: 'reviewer', decision: 'reject', label: 'claim.reject', needsComment: true },
    );
  if (dealer && status === 'approved')
    moves.push({ by: 'dealer', action: 'complete', label: 'claim.complete' });
  if (dealer && ['draft', 'submitted', 'revising', 'resubmitted'].includes(status))
    moves.push({ by: 'dealer', action: 'cancel', label: 'claim.cancel' });
  return moves;
}

/** The toast names what happened: "Claim #1 approved.", not "#1 updated.". */
const doneKey = (move: Move): MessageKey =>
  move.by === 'reviewer'
    ? `claim.done.${move.decision}`
    : move.label === 'claim.resubmit'
      ? 'claim.done.resubmit'
      : `claim.done.${move.action}`;

export function ClaimActions({ claim, headingLevel = 2 }: { claim: ClaimView; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const titleId = useId();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  // Inside a review card (h3) the parts are groups, not landmarks: several cards would repeat the
  // same landmark names (axe landmark-unique).
  const Part = headingLevel === 2 ? 'section' : 'div';
  const partRole = headingLevel === 2 ? undefined : 'group';
  const session = useSession();
  const dealer = hasPermission(session.permission, 'manage_claim_case');
  const reviewer = hasPermission(session.permission, 'review_claim_case');
  const [comment, setComment] = useState('');
  const [description, setDescription] = useState(claim.description);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateClaim();
  const act = useDealerClaimAction();
  const review = useReviewClaim();
  const remark = useCommentClaim();
  const busy = update.isPending || act.isPending || review.isPending || remark.isPending;
  const moves = movesFor(claim.status, dealer, reviewer);
  const editable = dealer && ClaimEditable.includes(claim.status);

  const run = async (move: Move | null, confirmed = false) => {
    const text = comment.trim();
    if ((move === null || move.needsComment) && !text) return setError(t('claim.commentRequired'));
    setError(undefined);
    // A decision the dealer acts on at once is asked for once more (issue 28 point 11).
    if (!confirmed && move?.by === 'reviewer' && move.decision !== 'revise')
      return showAlert({
        type: 'warning',
        title: t(`claim.confirm.${move.decision}`, { id: claim.id }),
        subtitle: t('claim.confirmText'),
        confirmText: t(move.label),
        buttons: [{ label: t('common.cancel'), onClick: closeAlert }],
        onConfirm: () => void run(move, true),
      });
    try {
      if (move === null) await remark.mutateAsync({ id: claim.id, comment: text });
      else if (move.by === 'reviewer')
        await review.mutateAsync({ id: claim.id, decision: move.decision, comment: text });
      else {
        if (editable && move.action === 'submit' && description.trim() !== claim.description)
          await update.mutateAsync({ id: claim.id, body: { description: description.trim() } });
        await act.mutateAsync({ id: claim.id, action: move.action, comment: text });
      }
      setComment('');
      notify('success', t(move ? doneKey(move) : 'claim.commentDone', { id: claim.id }));
    } catch (e) {
      if (isApiError(e)) setError(e.details?.[0]?.problem ?? e.message);
      else throw e;
    }
  };

  return (
    <Part role={partRole} className="card stack" aria-labelledby={titleId}>
      <H id={titleId}>{t(moves.length ? 'claim.nextStep' : 'claim.commentTitle')}</H>
      {editable ? (
        <TextAreaField
          label={t('claim.description')}
          rows={3}
          maxLength={4000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      ) : null}
      <TextAreaField
        label={t(reviewer ? 'claim.commentToDealer' : 'claim.commentToCenter')}
        rows={3}
        maxLength={2000}
        value={comment}
        error={error}
        hint={moves.some((m) => m.needsComment) ? t('claim.commentHint') : undefined}
        onChange={(e) => setComment(e.target.value)}
      />
      <div className="cl-actions">
        {moves.map((m, i) => (
          <Button
            key={m.label}
            variant={
              m.label === 'claim.cancel' || m.label === 'claim.reject'
                ? 'secondary'
                : i === 0
                  ? 'primary'
                  : 'secondary'
            }
            disabled={busy}
            onClick={() => void run(m)}
          >
            {t(m.label)}
          </Button>
        ))}
        <Button variant="ghost" disabled={busy} onClick={() => void run(null)}>
          {t('claim.addComment')}
        </Button>
        {claim.status === 'approved' && hasPermission(session.permission, 'manage_order') ? (
          <Link className="btn btn-secondary" to={href.orderNew(claim.id)}>
            {t('claim.orderParts')}
          </Link>
        ) : null}
      </div>
    </Part>
  );
}
