// Modal dialog: sizes small 400 / medium 520 (default) / large 800 / full; optional close button,
// persistent (no close by Escape or backdrop) and scrollable body; z-index 2400 (portal-spec §2, §9).
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalWidth, ZIndex } from '@dealer/contracts';
import { Icon } from './Icon.tsx';

type ModalSize = 'small' | 'medium' | 'large' | 'full';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  showClose?: boolean;
  persistent?: boolean;
  scrollable?: boolean;
  closeLabel: string;
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  showClose = true,
  persistent = false,
  scrollable = false,
  closeLabel,
  role = 'dialog',
  className,
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !persistent) {
      e.stopPropagation();
      onClose();
    }
    if (e.key === 'Tab' && panel.current) {
      // Keep focus inside the dialog.
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const firstItem = items[0];
      const lastItem = items.at(-1);
      if (!firstItem || !lastItem) return;
      if (e.shiftKey && document.activeElement === firstItem) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    }
  };

  const width = size === 'full' ? undefined : ModalWidth[size];
  return createPortal(
    <div
      className="modal-backdrop"
      style={{ zIndex: ZIndex.dialog }}
      onMouseDown={(e) => e.target === e.currentTarget && !persistent && onClose()}
    >
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={['modal', `modal-${size}`, scrollable ? 'modal-scrollable' : '', className ?? ''].join(
          ' ',
        )}
        style={width ? ({ '--modal-width': `${width}px` } as CSSProperties) : undefined}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {showClose && !persistent ? (
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
              <Icon name="close" />
            </button>
          ) : null}
        </div>
        {children ? <div className="modal-body">{children}</div> : null}
        {footer ? <div className="modal-footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
