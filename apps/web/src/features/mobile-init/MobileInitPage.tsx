// The mobile notice (decision 1700): on a phone or a narrow window the portal says once per browser
// session what works here and what needs the workshop computer, then "Continue anyway" opens the page
// the user asked for (the guard passes it as redirectUrl) and does not come back in this session.
import { sameOriginPath } from '../../lib/same-origin-path.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/ui/AuthFrame.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { markMobileNoticeSeen } from '../../lib/storage.ts';

/** Only a path of this portal: an absolute or protocol-relative address would leave it. */

export function MobileInitPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = sameOriginPath(params.get('redirectUrl'));
  return (
    <AuthFrame>
      <EmptyState
        as="h1"
        icon="bike"
        title={t('mobileInit.title')}
        text={t('mobileInit.text')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              markMobileNoticeSeen();
              void navigate(target, { replace: true });
            }}
          >
            {t('mobileInit.continue')}
          </Button>
        }
      />
    </AuthFrame>
  );
}
