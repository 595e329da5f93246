// The service tool's screens under /service-tool (portal-spec §2, §8), shown inside ServiceToolLayout.
// A new screen: one `page(...)` entry here and its path in config/paths.ts.
import type { RouteObject } from 'react-router';
import { serviceToolPaths as st } from '../../config/paths.ts';
import { indexPage, page } from '../lazy-screen.ts';

export const serviceToolRoutes: RouteObject[] = [
  indexPage(
    () => import('../../features/service-tool-overview/ServiceToolOverviewPage.tsx'),
    'ServiceToolOverviewPage',
  ),
  page(
    st.firmwareUpdate,
    () => import('../../features/firmware-update/FirmwareUpdatePage.tsx'),
    'FirmwareUpdatePage',
  ),
  page(
    st.parameterCheck,
    () => import('../../features/parameter-check/ParameterCheckPage.tsx'),
    'ParameterCheckPage',
  ),
  page(st.midRescue, () => import('../../features/mid-rescue/MidRescuePage.tsx'), 'MidRescuePage'),
  page(st.cloudNoMid, () => import('../../features/cloud-no-mid/CloudNoMidPage.tsx'), 'CloudNoMidPage'),
  page(
    st.bootloaderRescue,
    () => import('../../features/bootloader-rescue/BootloaderRescuePage.tsx'),
    'BootloaderRescuePage',
  ),
  page(st.bikeDiff, () => import('../../features/bike-diff/BikeDiffPage.tsx'), 'BikeDiffPage'),
  {
    path: st.componentDiagnosis,
    children: [
      indexPage(
        () => import('../../features/component-diagnosis/ComponentDiagnosisPage.tsx'),
        'ComponentDiagnosisPage',
      ),
      page(
        st.sensorDiagnosis,
        () => import('../../features/sensor-diagnosis/SensorDiagnosisPage.tsx'),
        'SensorDiagnosisPage',
      ),
      page(
        st.hmiDiagnosis,
        () => import('../../features/hmi-diagnosis/HmiDiagnosisPage.tsx'),
        'HmiDiagnosisPage',
      ),
    ],
  },
  page(
    st.problemSolving,
    () => import('../../features/problem-solving/ProblemSolvingPage.tsx'),
    'ProblemSolvingPage',
  ),
  {
    path: st.componentsOverview,
    children: [
      indexPage(
        () => import('../../features/components-overview/ComponentsOverviewPage.tsx'),
        'ComponentsOverviewPage',
      ),
      page(
        st.componentManagement,
        () => import('../../features/component-management/ComponentManagementPage.tsx'),
        'ComponentManagementPage',
      ),
    ],
  },
  page(
    st.fullDiagnosis,
    () => import('../../features/full-diagnosis/FullDiagnosisPage.tsx'),
    'FullDiagnosisPage',
  ),
  page(
    st.fullDiagnosisProcess,
    () => import('../../features/full-diagnosis-process/FullDiagnosisProcessPage.tsx'),
    'FullDiagnosisProcessPage',
  ),
  page(st.bikeSetting, () => import('../../features/bike-setting/BikeSettingPage.tsx'), 'BikeSettingPage'),
  page(
    st.performanceTuning,
    () => import('../../features/performance-tuning/PerformanceTuningPage.tsx'),
    'PerformanceTuningPage',
  ),
  page(
    st.componentReplacement,
    () => import('../../features/component-management/ComponentManagementPage.tsx'),
    'ComponentReplacementPage',
  ),
  page(
    st.addAccessory,
    () => import('../../features/component-management/ComponentManagementPage.tsx'),
    'AddAccessoryPage',
  ),
  page(st.activation, () => import('../../features/activation/ActivationPage.tsx'), 'ActivationPage'),
  page(st.inapplicable, () => import('../../features/inapplicable/InapplicablePage.tsx'), 'InapplicablePage'),
  page(st.battery, () => import('../../features/battery/BatteryPage.tsx'), 'BatteryPage'),
  page(st.liveData, () => import('../../features/live-data/LiveDataPage.tsx'), 'LiveDataPage'),
];
