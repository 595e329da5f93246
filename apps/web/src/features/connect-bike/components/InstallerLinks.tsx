// Download links of the system bridge packages (BridgeInstaller of contracts, under this environment's
// download base).
import { BridgeInstaller } from '@dealer/contracts';
import { env } from '../../../config/env.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export function InstallerLinks() {
  const { t } = useI18n();
  return (
    <div className="banner banner-warning cb-installer" role="note">
      <div>
        <p>
          <strong>{t('st.bridgeMissing.title')}</strong>
        </p>
        <p>{t('st.bridgeMissing.text', { version: BridgeInstaller.version })}</p>
        <p className="row">
          <a className="btn btn-secondary btn-s" href={env.bridgeInstallers.windows} download>
            {t('st.bridgeMissing.windows')}
          </a>
          <a className="btn btn-secondary btn-s" href={env.bridgeInstallers.macos} download>
            {t('st.bridgeMissing.macos')}
          </a>
        </p>
      </div>
    </div>
  );
}
