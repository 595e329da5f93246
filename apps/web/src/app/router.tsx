// Every route of portal-spec §2. The root route's loader is the navigation guard; screens are lazy.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths, serviceToolPaths as st } from '../config/paths.ts';
import { guardLoader } from './guard/guard-loader.ts';
import { HydrateFallback } from './HydrateFallback.tsx';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { screen } from './lazy-screen.ts';
import { RootShell } from './RootShell.tsx';
import { RouteError } from './RouteError.tsx';

const serviceToolChildren: RouteObject[] = [
  {
    index: true,
    lazy: screen(
      () => import('../features/service-tool-overview/ServiceToolOverviewPage.tsx'),
      (m) => m.ServiceToolOverviewPage,
    ),
  },
  {
    path: st.firmwareUpdate,
    lazy: screen(
      () => import('../features/firmware-update/FirmwareUpdatePage.tsx'),
      (m) => m.FirmwareUpdatePage,
    ),
  },
  {
    path: st.parameterCheck,
    lazy: screen(
      () => import('../features/parameter-check/ParameterCheckPage.tsx'),
      (m) => m.ParameterCheckPage,
    ),
  },
  {
    path: st.midRescue,
    lazy: screen(
      () => import('../features/mid-rescue/MidRescuePage.tsx'),
      (m) => m.MidRescuePage,
    ),
  },
  {
    path: st.cloudNoMid,
    lazy: screen(
      () => import('../features/cloud-no-mid/CloudNoMidPage.tsx'),
      (m) => m.CloudNoMidPage,
    ),
  },
  {
    path: st.bootloaderRescue,
    lazy: screen(
      () => import('../features/bootloader-rescue/BootloaderRescuePage.tsx'),
      (m) => m.BootloaderRescuePage,
    ),
  },
  {
    path: st.bikeDiff,
    lazy: screen(
      () => import('../features/bike-diff/BikeDiffPage.tsx'),
      (m) => m.BikeDiffPage,
    ),
  },
  {
    path: st.componentDiagnosis,
    children: [
      {
        index: true,
        lazy: screen(
          () => import('../features/component-diagnosis/ComponentDiagnosisPage.tsx'),
          (m) => m.ComponentDiagnosisPage,
        ),
      },
      {
        path: st.sensorDiagnosis,
        lazy: screen(
          () => import('../features/sensor-diagnosis/SensorDiagnosisPage.tsx'),
          (m) => m.SensorDiagnosisPage,
        ),
      },
      {
        path: st.hmiDiagnosis,
        lazy: screen(
          () => import('../features/hmi-diagnosis/HmiDiagnosisPage.tsx'),
          (m) => m.HmiDiagnosisPage,
        ),
      },
    ],
  },
  {
    path: st.problemSolving,
    lazy: screen(
      () => import('../features/problem-solving/ProblemSolvingPage.tsx'),
      (m) => m.ProblemSolvingPage,
    ),
  },
  {
    path: st.componentsOverview,
    children: [
      {
        index: true,
        lazy: screen(
          () => import('../features/components-overview/ComponentsOverviewPage.tsx'),
          (m) => m.ComponentsOverviewPage,
        ),
      },
      {
        path: st.componentManagement,
        lazy: screen(
          () => import('../features/component-management/ComponentManagementPage.tsx'),
          (m) => m.ComponentManagementPage,
        ),
      },
    ],
  },
  {
    path: st.fullDiagnosis,
    lazy: screen(
      () => import('../features/full-diagnosis/FullDiagnosisPage.tsx'),
      (m) => m.FullDiagnosisPage,
    ),
  },
  {
    path: st.fullDiagnosisProcess,
    lazy: screen(
      () => import('../features/full-diagnosis-process/FullDiagnosisProcessPage.tsx'),
      (m) => m.FullDiagnosisProcessPage,
    ),
  },
  {
    path: st.bikeSetting,
    lazy: screen(
      () => import('../features/bike-setting/BikeSettingPage.tsx'),
      (m) => m.BikeSettingPage,
    ),
  },
  {
    path: st.performanceTuning,
    lazy: screen(
      () => import('../features/performance-tuning/PerformanceTuningPage.tsx'),
      (m) => m.PerformanceTuningPage,
    ),
  },
  {
    path: st.componentReplacement,
    lazy: screen(
      () => import('../features/component-management/ComponentManagementPage.tsx'),
      (m) => m.ComponentReplacementPage,
    ),
  },
  {
    path: st.addAccessory,
    lazy: screen(
      () => import('../features/component-management/ComponentManagementPage.tsx'),
      (m) => m.AddAccessoryPage,
    ),
  },
  {
    path: st.activation,
    lazy: screen(
      () => import('../features/activation/ActivationPage.tsx'),
      (m) => m.ActivationPage,
    ),
  },
  {
    path: st.inapplicable,
    lazy: screen(
      () => import('../features/inapplicable/InapplicablePage.tsx'),
      (m) => m.InapplicablePage,
    ),
  },
  {
    path: st.liveData,
    lazy: screen(
      () => import('../features/live-data/LiveDataPage.tsx'),
      (m) => m.LiveDataPage,
    ),
  },
  {
    path: st.battery,
    lazy: screen(
      () => import('../features/battery/BatteryPage.tsx'),
      (m) => m.BatteryPage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: guardLoader,
    // The guard runs on every navigation, not only when params change.
    shouldRevalidate: () => true,
    Component: RootShell,
    HydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        path: paths.login,
        lazy: screen(
          () => import('../features/login/LoginPage.tsx'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.mobileInit,
        lazy: screen(
          () => import('../features/mobile-init/MobileInitPage.tsx'),
          (m) => m.MobileInitPage,
        ),
      },
      {
        path: paths.cookieReject,
        lazy: screen(
          () => import('../features/cookie-reject/CookieRejectPage.tsx'),
          (m) => m.CookieRejectPage,
        ),
      },
      {
        path: paths.noPermission,
        lazy: screen(
          () => import('../features/no-permission/NoPermissionPage.tsx'),
          (m) => m.NoPermissionPage,
        ),
      },
      {
        path: paths.accountSetup,
        lazy: screen(
          () => import('../features/account-setup/AccountSetupPage.tsx'),
          (m) => m.AccountSetupPage,
        ),
      },
      { path: paths.serviceToolLayoutAlias, loader: () => redirect(paths.serviceTool) },
      {
        // The default layout (login required, except for /404).
        Component: DefaultLayout,
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: screen(
              () => import('../features/home/HomePage.tsx'),
              (m) => m.HomePage,
            ),
          },
          {
            path: paths.accountDetail,
            lazy: screen(
              () => import('../features/account-detail/AccountDetailPage.tsx'),
              (m) => m.AccountDetailPage,
            ),
          },
          {
            path: paths.notFound,
            lazy: screen(
              () => import('../features/not-found/NotFoundPage.tsx'),
              (m) => m.NotFoundPage,
            ),
          },
          {
            path: paths.serviceBook,
            lazy: screen(
              () => import('../features/service-book/ServiceBookPage.tsx'),
              (m) => m.ServiceBookPage,
            ),
          },
          {
            path: paths.searchResult,
            lazy: screen(
              () => import('../features/search-result/SearchResultPage.tsx'),
              (m) => m.SearchResultPage,
            ),
          },
          {
            path: paths.serviceTool,
            lazy: screen(
              () => import('./layouts/ServiceToolLayout.tsx'),
              (m) => m.ServiceToolLayout,
            ),
            children: serviceToolChildren,
          },
          // Routes of their own in the spec that need login; they share the default frame.
          {
            path: paths.changePassword,
            lazy: screen(
              () => import('../features/change-password/ChangePasswordPage.tsx'),
              (m) => m.ChangePasswordPage,
            ),
          },
          {
            path: paths.reportForm,
            lazy: screen(
              () => import('../features/report-form/ReportFormPage.tsx'),
              (m) => m.ReportFormPage,
            ),
          },
          {
            path: paths.serviceReport,
            lazy: screen(
              () => import('../features/service-report/ServiceReportPage.tsx'),
              (m) => m.ServiceReportPage,
            ),
          },
          {
            path: paths.publishedServiceReport,
            lazy: screen(
              () => import('../features/published-service-report/PublishedServiceReportPage.tsx'),
              (m) => m.PublishedServiceReportPage,
            ),
          },
          {
            path: paths.helpCentre,
            lazy: screen(
              () => import('../features/help-centre/HelpCentrePage.tsx'),
              (m) => m.HelpCentrePage,
            ),
          },
          {
            path: paths.helpArticle,
            lazy: screen(
              () => import('../features/help-centre/HelpArticlePage.tsx'),
              (m) => m.HelpArticlePage,
            ),
          },
          {
            path: paths.caseReview,
            lazy: screen(
              () => import('../features/case-review/CaseReviewPage.tsx'),
              (m) => m.CaseReviewPage,
            ),
          },
          {
            path: paths.dealers,
            lazy: screen(
              () => import('../features/dealers/DealersPage.tsx'),
              (m) => m.DealersPage,
            ),
          },
        ],
      },
      { path: '*', loader: () => redirect(paths.notFound) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
