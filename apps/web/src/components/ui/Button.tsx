// Buttons: the base button, the title-cased button and the click-locked button (portal-spec §2).
import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { CLICK_LOCK_MS } from '@dealer/contracts';
import { titleCase } from '../../lib/format/text.ts';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'm' | 's';
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'm',
  busy = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={['btn', `btn-${variant}`, size === 's' ? 'btn-s' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      {busy ? <span className="btn-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A button whose text is title-cased; small prepositions and conjunctions stay lowercase. */
export function TitleCaseButton({ children, ...rest }: Omit<ButtonProps, 'children'> & { children: string }) {
  return <Button {...rest}>{titleCase(children)}</Button>;
}

/** Disabled for 3000 ms after each click so a slow action cannot be started twice. */
export function ClickLockedButton({
  onClick,
  disabled,
  lockMs = CLICK_LOCK_MS,
  ...rest
}: ButtonProps & { lockMs?: number }) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handle = (event: MouseEvent<HTMLButtonElement>) => {
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), lockMs);
    onClick?.(event);
  };
  return <Button {...rest} disabled={disabled || locked} onClick={handle} />;
}
