// Sleep (ship) mode with its confirmation: the bike powers down until a charger wakes it, so the
// activity is recorded without re-reading the bike afterwards.
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { reactToServiceToolError, openTaskIds, recordActivity } from '../../../domain/service-tool/index.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useEnterSleepMode } from '../api/sleep-mode.ts';

export function SleepMode() {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const sleep = useEnterSleepMode();
  const run = async () => {
    setConfirming(false);
    try {
      await sleep.mutateAsync();
      setDone(true);
      await recordActivity('enter_ship_mode', { task_ids: openTaskIds([]) }, { reload: false, dialog: true });
    } catch (e) {
      reactToServiceToolError(e, { action: t('stb.battery.sleep'), retry: () => void run() });
    }
  };
  return (
    <section className="panel" aria-labelledby="sleep-mode">
      <h2 id="sleep-mode">{t('stb.battery.sleep')}</h2>
      <p className="muted">{t('stb.battery.sleepText')}</p>
      {done ? (
        <div className="banner banner-success" role="status">
          <p>{t('stb.battery.sleepDone')}</p>
        </div>
      ) : (
        <div>
          <Button variant="secondary" busy={sleep.isPending} onClick={() => setConfirming(true)}>
            {t('stb.battery.sleepButton')}
          </Button>
        </div>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('stb.battery.sleepConfirmTitle')}
        closeLabel={t('common.close')}
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void run()}>{t('stb.battery.sleepButton')}</Button>
          </>
        }
      >
        <p>{t('stb.battery.sleepConfirmText')}</p>
      </Modal>
    </section>
  );
}
