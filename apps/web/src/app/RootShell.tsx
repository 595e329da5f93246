// Root shell: loading overlay, notification, alert modal, the routed view, the translation widget
// in the header slot, the cookie prompt, page-view tracking after each navigation, the open
// workspace's heartbeat to the bridge, and the column labels phones show in tables (table-labels.ts).
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { AlertModal } from '../components/ui/AlertModal.tsx';
import { LoadingOverlay } from '../components/ui/LoadingOverlay.tsx';
import { Notification } from '../components/ui/Notification.tsx';
import { TranslationWidget } from '../components/ui/TranslationWidget.tsx';
import { useI18n } from '../lib/i18n/i18n.ts';
import { useStore } from '../lib/stores/create-store.ts';
import {
  alertStore,
  closeAlert,
  closeNotification,
  loadingStore,
  notificationStore,
} from '../lib/stores/shell-stores.ts';
import { headerSlotStore } from '../lib/stores/slot-store.ts';
import { useSessionHeartbeat } from '../domain/service-tool/index.ts';
import { CookiePrompt } from './CookiePrompt.tsx';
import { trackNavigation } from './page-tracking.ts';
import { watchTableLabels } from './table-labels.ts';

export function RootShell() {
  const { t } = useI18n();
  const loading = useStore(loadingStore);
  const notification = useStore(notificationStore);
  const alert = useStore(alertStore);
  const slot = useStore(headerSlotStore);
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => trackNavigation(location.pathname), [location.pathname]);
  // The bridge holds the bike for this browser only while it shows signs of life (decision 2800).
  useSessionHeartbeat();
  useEffect(watchTableLabels, []);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Notification state={notification} onClose={closeNotification} closeLabel={t('common.close')} />
      <Outlet />
      {slot ? createPortal(<TranslationWidget />, slot) : null}
      <CookiePrompt />
      <AlertModal alert={alert} onClose={closeAlert} closeLabel={t('common.close')} />
      <LoadingOverlay
        visible={loading.visible}
        text={loading.text}
        mask={loading.mask}
        label={t('common.loading')}
      />
      {navigation.state === 'loading' ? (
        <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />
      ) : null}
    </>
  );
}
