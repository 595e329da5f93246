import { AuthFrame } from '../../components/ui/AuthFrame.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { logout } from '../../lib/session/auth.ts';

export function NoPermissionPage() {
  const { t } = useI18n();
  return (
    <AuthFrame>
      <EmptyState
        as="h1"
        icon="warning"
        title={t('noPermission.title')}
        text={t('noPermission.text')}
        action={<Button onClick={() => void logout()}>{t('noPermission.signOut')}</Button>}
      />
    </AuthFrame>
  );
}
