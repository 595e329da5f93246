// The post-bundle report step (portal-spec §2): links the new serial to the bike's frame number.
// "Checking" while the cloud checks it; when the serial belongs to another bike the cloud must
// approve the move, so the step offers a post-bundle case and then shows that case's status.
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export type LinkState =
  { kind: 'checking' } | { kind: 'linked' } | { kind: 'needs_approval' } | { kind: 'failed'; code: number };

export function ReportStep({
  state,
  frameNumber,
  serial,
  caseStatus,
  sending,
  onSendCase,
}: {
  state: LinkState;
  frameNumber: string;
  serial: string;
  caseStatus: string | null;
  sending: boolean;
  onSendCase: () => void;
}) {
  const { t } = useI18n();
  return (
    <section className="panel" aria-labelledby="report-step" aria-live="polite">
      <h2 id="report-step">{t('stb.manage.reportStep')}</h2>
      <p>{t('stb.manage.linksText')}</p>
      <dl className="details-list">
        <dt>{t('stb.manage.serial')}</dt>
        <dd className="mono">{serial}</dd>
        <dt>{t('stb.manage.frame')}</dt>
        <dd className="mono">{frameNumber}</dd>
      </dl>
      {state.kind === 'checking' ? (
        <p className="row" role="status">
          <Spinner size={20} />
          <strong>{t('stb.manage.checking')}</strong>
        </p>
      ) : null}
      {state.kind === 'linked' ? (
        <p className="row" role="status">
          <StatusBadge tone="good">{t('stb.manage.linked')}</StatusBadge>
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="row" role="alert">
          <StatusBadge tone="bad">{t('stb.manage.failed', { code: state.code })}</StatusBadge>
        </p>
      ) : null}
      {state.kind === 'needs_approval' ? (
        <div className="banner banner-warning">
          <div>
            <p>{t('stb.manage.otherBike')}</p>
            {caseStatus ? (
              <p className="row" role="status">
                {caseStatus === 'pending' ? <Spinner size={18} /> : null}
                <strong data-testid="case-status">
                  {caseStatus === 'pending' ? t('stb.manage.checking') : caseStatus}
                </strong>
                <span className="muted">{t('stb.manage.caseStatus', { status: caseStatus })}</span>
              </p>
            ) : (
              <Button busy={sending} onClick={onSendCase}>
                {t('stb.manage.sendCase')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
