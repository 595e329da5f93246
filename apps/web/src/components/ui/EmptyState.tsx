import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

export function EmptyState({
  icon = 'bike',
  title,
  text,
  action,
  as: Heading = 'h2',
}: {
  icon?: IconName;
  title: string;
  text: string;
  action?: ReactNode;
  as?: 'h1' | 'h2';
}) {
  return (
    <div className="empty-state">
      <span className="empty-state-icon">
        <Icon name={icon} size={36} />
      </span>
      <Heading>{title}</Heading>
      <p className="muted">{text}</p>
      {action}
    </div>
  );
}
