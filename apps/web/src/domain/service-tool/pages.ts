// The service-tool screens as the layout lists them, and the page a pathname belongs to.
import { href, paths, type ServiceToolPath } from '../../config/paths.ts';
import type { MessageKey } from '../../lib/i18n/i18n.ts';

export type ServiceToolPage = 'overview' | ServiceToolPath;

export interface PageEntry {
  page: ServiceToolPage;
  titleKey: MessageKey;
  /** Listed in the side navigation (nested and task-only screens are reached from their parent). */
  nav: boolean;
}

export const SERVICE_TOOL_PAGES: readonly PageEntry[] = [
  { page: 'overview', titleKey: 'screen.overview', nav: true },
  { page: 'fullDiagnosis', titleKey: 'screen.fullDiagnosis', nav: true },
  { page: 'fullDiagnosisProcess', titleKey: 'screen.fullDiagnosisProcess', nav: false },
  { page: 'componentDiagnosis', titleKey: 'screen.componentDiagnosis', nav: true },
  { page: 'liveData', titleKey: 'screen.liveData', nav: true },
  { page: 'sensorDiagnosis', titleKey: 'screen.sensorDiagnosis', nav: false },
  { page: 'hmiDiagnosis', titleKey: 'screen.hmiDiagnosis', nav: false },
  { page: 'componentsOverview', titleKey: 'screen.componentsOverview', nav: true },
  { page: 'componentManagement', titleKey: 'screen.componentManagement', nav: false },
  { page: 'componentReplacement', titleKey: 'screen.componentReplacement', nav: true },
  { page: 'addAccessory', titleKey: 'screen.addAccessory', nav: true },
  { page: 'firmwareUpdate', titleKey: 'screen.firmwareUpdate', nav: true },
  { page: 'parameterCheck', titleKey: 'screen.parameterCheck', nav: true },
  { page: 'bikeSetting', titleKey: 'screen.bikeSetting', nav: true },
  { page: 'performanceTuning', titleKey: 'screen.performanceTuning', nav: true },
  { page: 'activation', titleKey: 'screen.activation', nav: true },
  { page: 'bootloaderRescue', titleKey: 'screen.bootloaderRescue', nav: true },
  { page: 'midRescue', titleKey: 'screen.midRescue', nav: true },
  { page: 'cloudNoMid', titleKey: 'screen.cloudNoMid', nav: true },
  { page: 'bikeDiff', titleKey: 'screen.bikeDiff', nav: true },
  { page: 'problemSolving', titleKey: 'screen.problemSolving', nav: false },
  { page: 'inapplicable', titleKey: 'screen.inapplicable', nav: false },
  { page: 'battery', titleKey: 'stb.battery.title', nav: false },
];

export const pageEntry = (page: ServiceToolPage): PageEntry =>
  SERVICE_TOOL_PAGES.find((p) => p.page === page) ?? SERVICE_TOOL_PAGES[0]!;

export function pageHref(page: ServiceToolPage): string {
  if (page === 'overview') return paths.serviceTool;
  if (page === 'problemSolving') return paths.serviceTool;
  if (page === 'sensorDiagnosis' || page === 'hmiDiagnosis')
    return `${href.serviceTool('componentDiagnosis')}/${page === 'sensorDiagnosis' ? 'sensor-diagnosis' : 'hmi-diagnosis'}`;
  if (page === 'componentManagement') return `${href.serviceTool('componentsOverview')}/component-management`;
  return href.serviceTool(page);
}

const SEGMENT_PAGES: Record<string, ServiceToolPage> = {
  'firmware-update': 'firmwareUpdate',
  'parameter-check': 'parameterCheck',
  'mid-rescue': 'midRescue',
  'cloud-no-mid': 'cloudNoMid',
  'bootloader-rescue': 'bootloaderRescue',
  'bike-diff': 'bikeDiff',
  'component-diagnosis': 'componentDiagnosis',
  'sensor-diagnosis': 'sensorDiagnosis',
  'hmi-diagnosis': 'hmiDiagnosis',
  'problem-solving': 'problemSolving',
  'components-overview': 'componentsOverview',
  'component-management': 'componentManagement',
  'full-diagnosis': 'fullDiagnosis',
  'full-diagnosis-process': 'fullDiagnosisProcess',
  'bike-setting': 'bikeSetting',
  'performance-tuning': 'performanceTuning',
  'component-replacement': 'componentReplacement',
  'add-accessory': 'addAccessory',
  activation: 'activation',
  inapplicable: 'inapplicable',
  battery: 'battery',
  'live-data': 'liveData',
};

/** The screen a pathname under /service-tool shows (the innermost known segment wins). */
export function pageOfPath(pathname: string): ServiceToolPage {
  const rest = pathname.replace(/\/+$/, '').slice(paths.serviceTool.length).split('/').filter(Boolean);
  let page: ServiceToolPage = 'overview';
  for (const segment of rest) {
    const found = SEGMENT_PAGES[segment];
    if (found) page = found;
    if (found === 'problemSolving') break; // the article id follows
  }
  return page;
}
