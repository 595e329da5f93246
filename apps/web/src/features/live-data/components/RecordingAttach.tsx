// Where a finished recording goes (decision 1776): the connected workspace's service report (its
// draft, or a new one — asked first and named apart when the report is already published) or a claim of this bike the dealer may still change. Without such a claim the
// screen says so and offers to file one from this workspace.
import { useState } from 'react';
import { Link } from 'react-router';
import { hasPermission, type LiveRecording } from '@dealer/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField } from '../../../components/ui/Field.tsx';
import { href, paths } from '../../../config/paths.ts';
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { CLAIM_STATUS_KEY, useUpdateClaim } from '../../../domain/claims/index.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { reportTarget, useAttachToReport, useEditableClaims } from '../api/attach-recording.ts';
import { closeAlert, showAlert } from '../../../lib/stores/shell-stores.ts';

type Attached = { to: 'report'; id: number; title: string } | { to: 'claim'; id: number };

export function RecordingAttach({
  workspace,
  recording,
}: {
  workspace: { id: number; vin: string } | null;
  /** The finished recording; null while recording or before the first one. */
  recording: LiveRecording | null;
}) {
  const { t } = useI18n();
  const permission = useSession().permission;
  const mayClaim = hasPermission(permission, 'manage_claim_case');
  const mayReport = hasPermission(permission, 'manage_workspace');
  const claims = useEditableClaims(workspace?.vin ?? '', mayClaim);
  const toReport = useAttachToReport(workspace?.id ?? 0);
  const toClaim = useUpdateClaim();
  const [picked, setPicked] = useState(0);
  const [attached, setAttached] = useState<Attached | null>(null);
  if (!workspace) return <p className="muted">{t('recording.noWorkspace')}</p>;
  const ws = workspace;

  const attachToReport = async (rec: LiveRecording) => {
    const attach = (draftId: number | null, title?: string) =>
      toReport.mutate(
        { recording: rec, draftId, ...(title ? { title } : {}) },
        { onSuccess: (r) => setAttached({ to: 'report', id: r.id, title: r.title }) },
      );
    const target = await reportTarget(ws.id);
    if (!target.published) return attach(target.draft?.id ?? null);
    // A published report does not change: say so, and name the new draft apart from it.
    const title = t('recording.draftTitle', { title: target.published.title });
    showAlert({
      type: 'warning',
      title: t('recording.publishedTitle', { title: target.published.title }),
      subtitle: t('recording.publishedText', { title }),
      confirmText: t('recording.newDraft'),
      buttons: [{ label: t('common.cancel'), onClick: closeAlert }],
      onConfirm: () => attach(null, title),
    });
  };
  const list = claims.data ?? [];
  const claimId = list.some((c) => c.id === picked) ? picked : (list[0]?.id ?? 0);
  const busy = toReport.isPending || toClaim.isPending;
  const ready = recording !== null && !busy;

  return (
    <section className="card stack" aria-labelledby="recording-attach-title">
      <h2 id="recording-attach-title">{t('recording.attachTitle')}</h2>
      <p className="muted">{t(recording ? 'recording.attachText' : 'recording.attachFirst')}</p>
      <div className="inline-form">
        {mayReport ? (
          <Button
            variant="secondary"
            busy={toReport.isPending}
            disabled={!ready}
            onClick={() => recording && void attachToReport(recording)}
          >
            {t('recording.toReport')}
          </Button>
        ) : null}
        {mayClaim && list.length > 0 ? (
          <>
            <SelectField
              label={t('recording.claim')}
              value={String(claimId)}
              onChange={(e) => setPicked(Number(e.target.value))}
            >
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('recording.claimOption', {
                    id: c.id,
                    part: componentDisplayName(c.component.part_type),
                    status: t(CLAIM_STATUS_KEY[c.status]),
                  })}
                </option>
              ))}
            </SelectField>
            <Button
              variant="secondary"
              busy={toClaim.isPending}
              disabled={!ready || !claimId}
              onClick={() =>
                recording &&
                toClaim.mutate(
                  { id: claimId, body: { recording } },
                  { onSuccess: (c) => setAttached({ to: 'claim', id: c.id }) },
                )
              }
            >
              {t('recording.toClaim')}
            </Button>
          </>
        ) : null}
      </div>
      {mayClaim && claims.isSuccess && list.length === 0 ? (
        <p>
          {t('recording.noClaim')}{' '}
          <Link to={href.claimNew(workspace.vin, workspace.id)}>{t('recording.newClaim')}</Link>
        </p>
      ) : null}
      <p role="status">
        {attached?.to === 'report' ? (
          <>
            {t('recording.attachedReport', { title: attached.title })}{' '}
            <Link to={`${paths.serviceReport}?workspaceId=${workspace.id}&reportId=${attached.id}`}>
              {t('recording.openReport')}
            </Link>
          </>
        ) : attached?.to === 'claim' ? (
          <>
            {t('recording.attachedClaim', { id: attached.id })}{' '}
            <Link to={href.claim(attached.id)}>{t('recording.openClaim')}</Link>
          </>
        ) : null}
      </p>
    </section>
  );
}
