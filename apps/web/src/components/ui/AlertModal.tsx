// Alert modal: type (info, success, sent, error, warning), title, optional subtitle, optional confirm
// and custom buttons (portal-spec §2). Rendered once by the root shell from the alert store.
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';
import { Modal } from './Modal.tsx';
import type { AlertState } from '../../lib/stores/shell-stores.ts';

export function AlertModal({
  alert,
  onClose,
  closeLabel,
}: {
  alert: AlertState;
  onClose: () => void;
  closeLabel: string;
}) {
  const closable = alert.closable ?? true;
  // Confirm always answers the alert: it closes first, so a handler that forgets to close cannot leave
  // it on screen, and a handler that opens the next alert still shows it.
  const confirm = () => {
    onClose();
    alert.onConfirm?.();
  };
  const hasButtons = Boolean(alert.confirmText) || (alert.buttons?.length ?? 0) > 0;
  return (
    <Modal
      open={alert.open}
      onClose={onClose}
      size="small"
      role="alertdialog"
      persistent={!closable}
      showClose={closable}
      closeLabel={closeLabel}
      className={`alert alert-${alert.type}`}
      title={
        <span className="alert-title">
          <span className={`alert-icon alert-icon-${alert.type}`}>
            <Icon name={alert.type} size={28} />
          </span>
          {alert.title}
        </span>
      }
      footer={
        hasButtons ? (
          <>
            {alert.buttons?.map((b) => (
              <Button key={b.label} variant={b.variant ?? 'secondary'} onClick={b.onClick}>
                {b.label}
              </Button>
            ))}
            {alert.confirmText ? <Button onClick={confirm}>{alert.confirmText}</Button> : null}
          </>
        ) : undefined
      }
    >
      {alert.subtitle ? <p className="alert-subtitle">{alert.subtitle}</p> : null}
      {alert.next ? <p className="alert-next">{alert.next}</p> : null}
      {alert.code ? (
        <p className="alert-code">
          <small>{alert.code}</small>
        </p>
      ) : null}
    </Modal>
  );
}
