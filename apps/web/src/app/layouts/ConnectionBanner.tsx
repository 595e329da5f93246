// Shown above an activity screen when the bridge reports the bike disconnected.
import { Button } from '../../components/ui/Button.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { startReconnect, useServiceTool } from '../../lib/service-tool/service-tool-store.ts';

export function ConnectionBanner() {
  const { t } = useI18n();
  const { bridgeReachable } = useServiceTool();
  return (
    <div className="banner banner-warning st-connection-banner" role="status">
      <span>{bridgeReachable === false ? t('st.banner.noBridge') : t('st.banner.disconnected')}</span>
      <Button variant="secondary" size="s" onClick={() => void startReconnect()}>
        {t('alert.connectionFailed.button')}
      </Button>
    </div>
  );
}
