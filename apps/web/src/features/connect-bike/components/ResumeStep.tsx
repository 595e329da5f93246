// The bike of the open workspace is no longer connected (connector pulled, cable pulled, bike switched
// off, or "Reconnect Bike"): say what the bridge saw and offer to connect the same bike in the same
// workspace in one press, instead of starting the flow over (decision 1760).
import { Button } from '../../../components/ui/Button.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { type WorkspaceRef, clearWorkspace, useServiceTool } from '../../../domain/service-tool/index.ts';
import { BridgeStatusLine } from './BridgeStatusLine.tsx';

export function ResumeStep({
  workspace,
  onResume,
  onOther,
}: {
  workspace: WorkspaceRef;
  onResume: () => void;
  onOther: () => void;
}) {
  const { t } = useI18n();
  const { bridge, bridgeReachable } = useServiceTool();
  // The bridge's disconnect_reason decides; the connector's status alone does not, because a
  // requested disconnect closes the connector too (decision 2802): only a connector gone without a
  // reason for the bike's end (it never connected) reads as unplugged.
  const reason = bridge?.disconnect_reason ?? null;
  const why =
    bridgeReachable === false
      ? t('st.banner.noBridge')
      : reason === 'connector_lost' || (reason === null && bridge?.connector === 'DISCONNECTED')
        ? t('st.connect.resume.connectorLost')
        : reason === 'link_lost'
          ? t('st.banner.linkLost')
          : t('st.banner.disconnected');
  return (
    <div className="card cb-step">
      <div className="cb-step-header">
        <h2 className="cb-step-title">{t('st.connect.resume.title')}</h2>
      </div>
      <div className="banner banner-warning" role="status">
        {why}
      </div>
      <p>
        {t('st.connect.workspace.bike')} <strong className="st-vin">{workspace.vin}</strong> ·{' '}
        {t('st.connect.done.workspace')} #{workspace.id}
      </p>
      <BridgeStatusLine />
      <div className="form-actions">
        <Button
          variant="secondary"
          onClick={() => {
            // Another bike: the open workspace and its bridge session are left, so no call of the new
            // connection runs on the old session (it ended with its bike) and nothing resumes it.
            clearWorkspace();
            onOther();
          }}
        >
          {t('st.connect.resume.other')}
        </Button>
        <Button autoFocus onClick={onResume}>
          {t('alert.connectionFailed.button')}
        </Button>
      </div>
    </div>
  );
}
