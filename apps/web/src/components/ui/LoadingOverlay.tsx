// Full-window loading overlay: spinner, optional text, light surface or 60 % black mask, z 2000.
import { ZIndex } from '@dealer/contracts';
import { Spinner } from './Spinner.tsx';

export function LoadingOverlay({
  visible,
  text,
  mask = 'light',
  label,
}: {
  visible: boolean;
  text?: string | undefined;
  mask?: 'light' | 'dark';
  label: string;
}) {
  if (!visible) return null;
  return (
    <div
      className={`loading-overlay loading-${mask}`}
      style={{ zIndex: ZIndex.overlay }}
      role="status"
      aria-live="polite"
      aria-label={text ?? label}
    >
      <Spinner />
      {text ? <p className="loading-text">{text}</p> : null}
    </div>
  );
}
