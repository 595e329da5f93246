// Download links of the system bridge installer (BridgeInstaller of contracts).
import { BridgeInstaller } from '@dealer/contracts';
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
          <a className="btn btn-secondary btn-s" href={BridgeInstaller.windows} download>
            {t('st.bridgeMissing.windows')}
          </a>
          <a className="btn btn-secondary btn-s" href={BridgeInstaller.macos} download>
            {t('st.bridgeMissing.macos')}
          </a>
        </p>
      </div>
    </div>
  );
}
