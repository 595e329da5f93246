// Shown above an activity screen when the bridge reports the bike disconnected.
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useServiceTool } from '../../lib/service-tool/service-tool-store.ts';

export function ConnectionBanner() {
  const { t } = useI18n();
  const { bridgeReachable } = useServiceTool();
  return (
    <div className="banner banner-warning st-connection-banner" role="status">
      <span>{bridgeReachable === false ? t('st.banner.noBridge') : t('st.banner.disconnected')}</span>
      <Link to={paths.serviceTool} className="btn btn-secondary btn-s">
        {t('alert.connectionFailed.button')}
      </Link>
    </div>
  );
}
