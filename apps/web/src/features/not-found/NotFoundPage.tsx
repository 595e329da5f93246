import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <ScreenFrame title={t('notFound.title')}>
      <div className="card">
        <EmptyState
          icon="search"
          title="404"
          text={t('notFound.text')}
          action={
            <Link className="btn btn-primary" to="/">
              {t('common.backHome')}
            </Link>
          }
        />
      </div>
    </ScreenFrame>
  );
}
