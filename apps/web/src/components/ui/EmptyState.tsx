import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

export function EmptyState({ icon = 'bike', title, text, action }: { icon?: IconName; title: string; text: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <span className="empty-state-icon">
        <Icon name={icon} size={36} />
      </span>
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      {action}
    </div>
  );
}
