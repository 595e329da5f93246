import { useNavigate } from 'react-router';
import { AuthFrame } from '../../components/ui/AuthFrame.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';

export function MobileInitPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <AuthFrame>
      <EmptyState
        as="h1"
        icon="bike"
        title={t('mobileInit.title')}
        text={t('mobileInit.text')}
        action={
          <Button variant="secondary" onClick={() => void navigate('/')}>
            {t('mobileInit.continue')}
          </Button>
        }
      />
    </AuthFrame>
  );
}
