// Top notification: success closes itself after 6000 ms (shell-stores), error stays until closed.
import type { NotificationState } from '../../lib/stores/shell-stores.ts';
import { Icon } from './Icon.tsx';

export function Notification({
  state,
  onClose,
  closeLabel,
}: {
  state: NotificationState;
  onClose: () => void;
  closeLabel: string;
}) {
  return (
    <div className="notification-region" aria-live={state.type === 'error' ? 'assertive' : 'polite'}>
      {state.visible ? (
        <div
          key={state.id}
          className={`notification notification-${state.type}`}
          role={state.type === 'error' ? 'alert' : 'status'}
        >
          <Icon name={state.type} />
          <span className="notification-text">{state.text}</span>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
