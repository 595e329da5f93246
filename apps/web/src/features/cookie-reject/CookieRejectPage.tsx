import { useNavigate } from 'react-router';
import { AuthFrame } from '../../components/ui/AuthFrame.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';

export function CookieRejectPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <AuthFrame>
      <EmptyState
        as="h1"
        icon="info"
        title={t('cookieReject.title')}
        text={t('cookieReject.text')}
        action={<Button onClick={() => void navigate('/login')}>{t('cookieReject.review')}</Button>}
      />
    </AuthFrame>
  );
}
