// An account without a bike shop connects no bike: the service tool says so instead of the flow.
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export function NoShopNotice() {
  const { t } = useI18n();
  return (
    <ScreenFrame title={t('serviceTool.title')} description={t('serviceTool.overviewText')}>
      <div className="card">
        <EmptyState icon="bike" title={t('st.connect.noShop.title')} text={t('st.connect.noShop.text')} />
      </div>
    </ScreenFrame>
  );
}
