// /claim/:claimId: one claim for both parties (docs/decisions/1410) — its status, the evidence it
// carries, the history of moves and comments with the person of each, the moves the account may make
// now, the parts orders placed for it, and the claim as a PDF.
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ClaimEditable, hasPermission } from '@dealer/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { paths } from '../../config/paths.ts';
import { fetchFile, pdfUrl, saveBlob } from '../../lib/files/download.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import {
  useClaim,
  useUpdateClaim,
  type ClaimView,
  ClaimFacts,
  useFiledLine,
  ClaimEvidence,
  CLAIM_STATUS_KEY,
  EventHistory,
  ClaimActions,
} from '../../domain/claims/index.ts';
import { ClaimOrders } from './components/ClaimOrders.tsx';

export function ClaimDetailPage() {
  const { t } = useI18n();
  const id = Number(useParams().claimId);
  const claim = useClaim(Number.isInteger(id) ? id : 0);
  if (claim.isError || !Number.isInteger(id))
    return (
      <EmptyState
        as="h1"
        icon="book"
        title={t('claim.notFoundTitle')}
        text={t('claim.notFound')}
        action={<Link to={paths.claims}>{t('claim.backToList')}</Link>}
      />
    );
  if (!claim.data) return <Spinner label={t('common.loading')} />;
  return <ClaimDetail c={claim.data} />;
}

function ClaimDetail({ c }: { c: ClaimView }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const update = useUpdateClaim();
  const filed = useFiledLine(c);
  const pdf = useMutation({
    mutationFn: async (claimId: number) =>
      saveBlob(await fetchFile(pdfUrl(`/api/claim/${claimId}/pdf`)), `claim-${claimId}.pdf`),
  });
  return (
    <ScreenFrame
      title={t('claim.detailTitle', { id: c.id })}
      description={filed}
      actions={
        <Button variant="secondary" busy={pdf.isPending} onClick={() => pdf.mutate(c.id)}>
          {t('claim.pdf')}
        </Button>
      }
    >
      <p className="row">
        <span className={`cl-status cl-status-${c.status}`} data-testid="claim-status">
          {t(CLAIM_STATUS_KEY[c.status])}
        </span>
        {c.decided_by && c.decided_at ? (
          <span className="muted">
            {t('claim.decidedBy', { person: c.decided_by, when: formatDateTime(c.decided_at, locale) })}
          </span>
        ) : null}
      </p>
      <div className="cl-columns">
        <div className="stack">
          <section className="card" aria-labelledby="cl-what-title">
            <h2 id="cl-what-title">{t('claim.description')}</h2>
            <p className="cl-comment">{c.description || t('claim.none')}</p>
            <ClaimFacts claim={c} />
          </section>
          <ClaimActions claim={c} />
          <EventHistory title={t('claim.history')} events={c.history ?? []} />
          {hasPermission(session.permission, 'get_order') ? <ClaimOrders claim={c} /> : null}
        </div>
        <ClaimEvidence
          claim={c}
          onRemoveRecording={
            ClaimEditable.includes(c.status) && hasPermission(session.permission, 'manage_claim_case')
              ? () => update.mutate({ id: c.id, body: { recording: null } })
              : undefined
          }
          removingRecording={update.isPending}
        />
      </div>
      <p>
        <Link to={paths.claims}>{t('claim.backToList')}</Link>
      </p>
    </ScreenFrame>
  );
}
