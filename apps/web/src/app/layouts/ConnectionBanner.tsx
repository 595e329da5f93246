// Shown above an activity screen when the bridge reports the bike disconnected; when the bridge saw
// the link go (cable pulled, bike switched off) it says so, from the status stream's disconnect_reason.
import { Button } from '../../components/ui/Button.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { startReconnect, useServiceTool } from '../../domain/service-tool/index.ts';

export function ConnectionBanner() {
  const { t } = useI18n();
  const { bridgeReachable, bridge } = useServiceTool();
  const text =
    bridgeReachable === false
      ? t('st.banner.noBridge')
      : bridge?.disconnect_reason === 'link_lost'
        ? t('st.banner.linkLost')
        : bridge?.disconnect_reason === 'connector_lost'
          ? t('st.banner.connectorLost')
          : t('st.banner.disconnected');
  return (
    <div className="banner banner-warning st-connection-banner" role="status">
      <span>{text}</span>
      <Button variant="secondary" size="s" onClick={() => void startReconnect()}>
        {t('alert.connectionFailed.button')}
      </Button>
    </div>
  );
}
