// The service tool layout (portal-spec §2, §4, §8): without a connected bike the connect-bike flow;
// with one the side navigation, the task list from task_info with level and target part, the health
// score with its band, the task events, the routed activity screen and the activity-complete dialog.
// A screen blocked by an open InBootloader / IllegalMid / BundleRuleNotMatch / FirmwareUpdateAvailable
// task shows the "{page} page not accessible" alert with its "Go to …" button instead.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConnectBikeFlow } from '../../features/connect-bike/ConnectBikeFlow.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import {
  blockOf,
  pageEntry,
  pageOfPath,
  isBikeConnected,
  loadWorkspaceTasks,
  useBridgeStatus,
  useServiceTool,
  useBikeReading,
  PAGE_ACTIVITIES,
  useScreenSupport,
  UnavailablePage,
} from '../../domain/service-tool/index.ts';
import { ActivityCompleteDialog } from './ActivityCompleteDialog.tsx';
import { BlockedPage } from './BlockedPage.tsx';
import { ServiceToolSidebar } from './ServiceToolSidebar.tsx';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { useToolInView } from './use-tool-in-view.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';
import './service-tool.css';
import './service-tool-screens.css';

export function ServiceToolLayout() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const page = pageOfPath(pathname);
  const state = useServiceTool();
  useBridgeStatus();
  const { workspace, taskInfo } = state;

  // After a page reload the workspace comes from storage: show its tasks at once, then read the bike
  // as soon as the bridge reports it connected, so no screen judges the bike on an empty reading.
  useEffect(() => {
    if (workspace && !taskInfo) loadWorkspaceTasks().catch(() => undefined);
  }, [workspace, taskInfo]);
  useBikeReading();
  // A screen whose activity this bike cannot do says why instead of calling the bridge (decision 1110).
  const { unsupported, reading: waitForMatrix } = useScreenSupport(PAGE_ACTIVITIES[page] ?? []);
  useToolInView(page);

  const statusKnown = state.bridge !== null || state.bridgeReachable === false;
  const connected = isBikeConnected(state);

  if (workspace && !statusKnown) {
    return (
      <div className="service-tool-loading" role="status">
        <Spinner />
        <span>{t('st.checkingBridge')}</span>
      </div>
    );
  }

  if (!workspace || (!connected && page === 'overview')) {
    if (page !== 'overview') {
      // A deep link without a bike: the screen's name, and the way to connect one.
      return (
        <ScreenFrame title={t(pageEntry(page).titleKey)}>
          <div className="card">
            <EmptyState
              icon="bike"
              title={t('st.noBike.title')}
              text={t('screen.connectFirst')}
              action={
                <a className="btn btn-primary" href="/service-tool">
                  {t('st.noBike.connect')}
                </a>
              }
            />
          </div>
        </ScreenFrame>
      );
    }
    return <ConnectBikeFlow />;
  }

  const block = blockOf(page, taskInfo?.task_list);
  return (
    <div className="service-tool">
      <ServiceToolSidebar page={page} />
      <div className="service-tool-content">
        {!connected ? <ConnectionBanner /> : null}
        {block ? (
          <BlockedPage page={page} block={block} />
        ) : unsupported.length > 0 ? (
          <UnavailablePage page={page} unsupported={unsupported} />
        ) : waitForMatrix ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <Outlet />
        )}
      </div>
      <ActivityCompleteDialog />
    </div>
  );
}
