// Asks before the bike's own parameters become the reviewed reference: every later check compares
// against them, so one click must not decide it. Says that nothing is written to the bike.
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export function ConfirmReference({
  open,
  part,
  count,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  part: string;
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('stb.param.confirmTitle')}
      closeLabel={t('common.close')}
      size="small"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {t('stb.param.confirmReference')}
          </Button>
        </>
      }
    >
      <p>{t('stb.param.confirmText', { count, part })}</p>
    </Modal>
  );
}
