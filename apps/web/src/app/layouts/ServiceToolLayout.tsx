// The service tool layout: side navigation over its activities, the activity screen beside it.
import { NavLink, Outlet } from 'react-router';
import { href, type ServiceToolPath } from '../../config/paths.ts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';

const ITEMS: { path?: Exclude<ServiceToolPath, 'problemSolving'>; key: MessageKey }[] = [
  { key: 'screen.overview' },
  { path: 'fullDiagnosis', key: 'screen.fullDiagnosis' },
  { path: 'componentDiagnosis', key: 'screen.componentDiagnosis' },
  { path: 'componentsOverview', key: 'screen.componentsOverview' },
  { path: 'firmwareUpdate', key: 'screen.firmwareUpdate' },
  { path: 'parameterCheck', key: 'screen.parameterCheck' },
  { path: 'bikeSetting', key: 'screen.bikeSetting' },
  { path: 'performanceTuning', key: 'screen.performanceTuning' },
  { path: 'activation', key: 'screen.activation' },
  { path: 'bootloaderRescue', key: 'screen.bootloaderRescue' },
  { path: 'midRescue', key: 'screen.midRescue' },
  { path: 'bikeDiff', key: 'screen.bikeDiff' },
];

export function ServiceToolLayout() {
  const { t } = useI18n();
  return (
    <div className="service-tool">
      <nav className="side-nav" aria-label={t('serviceTool.nav')}>
        <p className="side-nav-title">{t('serviceTool.title')}</p>
        {ITEMS.map((item) => (
          <NavLink key={item.key} to={href.serviceTool(item.path)} end={!item.path} className="side-nav-link">
            {t(item.key)}
          </NavLink>
        ))}
      </nav>
      <div className="service-tool-content">
        <Outlet />
      </div>
    </div>
  );
}
