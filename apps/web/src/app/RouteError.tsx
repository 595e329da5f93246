// Route error boundary: a failed chunk reloads the target path; anything else shows the
// "Something went wrong." screen.
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { Button } from '../components/ui/Button.tsx';
import { EmptyState } from '../components/ui/EmptyState.tsx';
import { useI18n } from '../lib/i18n/i18n.ts';
import { isChunkLoadError, reloadTarget } from './chunk-reload.ts';
import { reportError } from './global-errors.ts';

export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useI18n();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk && reloadTarget(location.pathname + location.search + location.hash)) return;
    reportError(error);
  }, [chunk, error, location]);
  return (
    <main id="main" className="centered-page">
      <div className="card">
        <EmptyState
          as="h1"
          icon="warning"
          title={t('error.somethingWrong')}
          text={t('error.somethingWrongText')}
          action={<Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>}
        />
      </div>
    </main>
  );
}
