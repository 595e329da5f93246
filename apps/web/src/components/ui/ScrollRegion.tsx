// The frame of a wide table that scrolls sideways on a narrow window (a phone). It takes keyboard
// focus, so the hidden columns can be reached without a mouse too (WCAG 2.1.1, axe's
// scrollable-region-focusable), and has a name, so a screen reader says what got focus. A named group,
// not a region: the card around it is often already the region of that name (axe landmark-unique).
import type { ReactNode } from 'react';
import './panels.css';

export function ScrollRegion({
  label,
  labelledBy,
  className,
  children,
}: {
  /** The region's name, when no heading names it. */
  label?: string;
  /** The id of the heading that names the region. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      role="group"
      tabIndex={0}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  );
}
