// The frame of a screen another issue fills in: its title and an empty state saying what it is for.
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { EmptyState } from './EmptyState.tsx';
import { ScreenFrame } from './ScreenFrame.tsx';
import type { IconName } from './Icon.tsx';

export function PlaceholderScreen({
  titleKey,
  textKey,
  icon,
  emptyKey = 'screen.emptyTitle',
}: {
  titleKey: MessageKey;
  textKey: MessageKey;
  icon?: IconName;
  emptyKey?: MessageKey;
}) {
  const { t } = useI18n();
  return (
    <ScreenFrame title={t(titleKey)} description={t(textKey)}>
      <div className="card">
        <EmptyState icon={icon ?? 'bike'} title={t(emptyKey)} text={t(textKey)} />
      </div>
    </ScreenFrame>
  );
}
