// The connect-bike flow (first version: VIN → workspace → bridge connection → task reload).
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { reactToBridgeError } from '../../lib/bridge/bridge-error-reactions.ts';
import { isBridgeError } from '../../lib/bridge/bridge-error.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { reloadTasks, setWorkspace } from '../../lib/service-tool/service-tool-store.ts';
import { connectBike } from './api/bridge-connection.ts';
import { openWorkspace } from './api/open-workspace.ts';
import { suggestWorkspace } from './api/suggest-workspace.ts';

export function ConnectBikeFlow() {
  const { t } = useI18n();
  const session = useSession();
  const shopId = session.account?.detail?.bike_shop?.id;
  const [vin, setVin] = useState('');
  const [busy, setBusy] = useState(false);

  const connect = async () => {
    if (!shopId) return;
    setBusy(true);
    try {
      const suggestion = await suggestWorkspace({ bike_shop_id: shopId, vin: vin.trim().toUpperCase() });
      if (!suggestion.vin) return;
      const ws = await openWorkspace({ bike_shop_id: shopId, vin: suggestion.vin, ...(suggestion.workspace ? { workspace_id: suggestion.workspace.id } : {}) });
      try {
        await connectBike('cable', ws.session_token);
      } catch (e) {
        if (!(isBridgeError(e) && e.code === 400003)) throw e;
      }
      setWorkspace({ id: ws.id, vin: ws.vin, sessionToken: ws.session_token });
      await reloadTasks();
    } catch (e) {
      reactToBridgeError(e, { action: 'Connect bike' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenFrame title={t('serviceTool.title')} description={t('serviceTool.overviewText')}>
      <div className="card">
        <TextField label={t('st.connect.vin')} value={vin} onChange={(e) => setVin(e.target.value)} />
        <Button busy={busy} onClick={() => void connect()}>
          {t('st.connect.connect')}
        </Button>
      </div>
    </ScreenFrame>
  );
}
