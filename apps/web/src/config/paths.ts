// Every route of portal-spec §2, once, with href builders. Screens and the guard read paths from here.

export const paths = {
  home: '/',
  login: '/login',
  mobileInit: '/mobile-init',
  cookieReject: '/cookie-reject',
  noPermission: '/no-permission',
  accountSetup: '/account-setup',
  notFound: '/404',
  changePassword: '/change-password',
  /** A new password by a mailed code, without signing in (docs/decisions/1771). */
  forgotPassword: '/forgot-password',
  reportForm: '/report-form',
  serviceReport: '/service-report',
  publishedServiceReport: '/published-service-report/:serviceReportId',
  accountDetail: '/account-detail',
  serviceBook: '/service-book',
  searchResult: '/search-result',
  serviceTool: '/service-tool',
  serviceToolLayoutAlias: '/service-tool-layout',
  helpCentre: '/help',
  helpArticle: '/help/article/:articleId',
  caseReview: '/case-review',
  dealers: '/dealers',
  /** The service center's audit log of its regions (docs/decisions/1511); needs manage_dealer. */
  auditLog: '/audit-log',
  /** A published report opened by the rider through its signed link (#token); outside the guard. */
  riderReport: '/rider-report',
  /** Warranty claims and parts orders (docs/decisions/1410). */
  claims: '/claim',
  claimNew: '/claim/new',
  claimDetail: '/claim/:claimId',
  orders: '/order',
  orderNew: '/order/new',
  orderDetail: '/order/:orderId',
  claimReview: '/claim-review',
} as const;

/** Children of the service tool layout, relative to /service-tool. */
export const serviceToolPaths = {
  firmwareUpdate: 'firmware-update',
  parameterCheck: 'parameter-check',
  midRescue: 'mid-rescue',
  cloudNoMid: 'cloud-no-mid',
  bootloaderRescue: 'bootloader-rescue',
  bikeDiff: 'bike-diff',
  componentDiagnosis: 'component-diagnosis',
  sensorDiagnosis: 'sensor-diagnosis',
  hmiDiagnosis: 'hmi-diagnosis',
  problemSolving: 'problem-solving/:articleId',
  componentsOverview: 'components-overview',
  componentManagement: 'component-management',
  fullDiagnosis: 'full-diagnosis',
  fullDiagnosisProcess: 'full-diagnosis-process',
  bikeSetting: 'bike-setting',
  performanceTuning: 'performance-tuning',
  componentReplacement: 'component-replacement',
  addAccessory: 'add-accessory',
  activation: 'activation',
  inapplicable: 'inapplicable',
  battery: 'battery',
  liveData: 'live-data',
} as const;

export type ServiceToolPath = keyof typeof serviceToolPaths;

export const href = {
  serviceTool: (child?: Exclude<ServiceToolPath, 'problemSolving'>) =>
    child ? `${paths.serviceTool}/${serviceToolPaths[child]}` : paths.serviceTool,
  problemSolving: (articleId: string | number) =>
    `${paths.serviceTool}/problem-solving/${encodeURIComponent(String(articleId))}`,
  publishedServiceReport: (serviceReportId: string | number) =>
    `/published-service-report/${encodeURIComponent(String(serviceReportId))}`,
  helpArticle: (articleId: string | number) => `/help/article/${encodeURIComponent(String(articleId))}`,
  mobileInitWithRedirect: (redirectUrl: string) =>
    `${paths.mobileInit}?redirectUrl=${encodeURIComponent(redirectUrl)}`,
  claim: (claimId: string | number) => `/claim/${encodeURIComponent(String(claimId))}`,
  /** The new-claim form for a bike; with the workspace when filed from the connected bike. */
  claimNew: (vin: string, workspaceId?: number) =>
    `${paths.claimNew}?${new URLSearchParams({ vin, ...(workspaceId ? { workspace: String(workspaceId) } : {}) }).toString()}`,
  order: (orderId: string | number) => `/order/${encodeURIComponent(String(orderId))}`,
  orderNew: (claimId?: number) => (claimId ? `${paths.orderNew}?claim=${claimId}` : paths.orderNew),
  loginWithRedirect: (redirectUrl: string) => `${paths.login}?redirectUrl=${encodeURIComponent(redirectUrl)}`,
};

/** Routes reachable without a session (portal-spec §2). */
const publicPaths: readonly string[] = [
  paths.mobileInit,
  paths.login,
  paths.cookieReject,
  paths.noPermission,
  paths.accountSetup,
  paths.notFound,
  paths.forgotPassword,
];

export function isPublicPath(pathname: string): boolean {
  return publicPaths.includes(normalise(pathname));
}

/** Pages page-view tracking skips (portal-spec §4). */
export function isUntrackedPage(pathname: string): boolean {
  const p = normalise(pathname);
  return (
    p === paths.login ||
    p === paths.notFound ||
    p === paths.accountSetup ||
    p === paths.cookieReject ||
    // Its address carries the e-mail address the code goes to.
    p === paths.forgotPassword ||
    p.startsWith(`${paths.serviceTool}/problem-solving/`)
  );
}

export function isInServiceTool(pathname: string): boolean {
  const p = normalise(pathname);
  return p === paths.serviceTool || p.startsWith(`${paths.serviceTool}/`);
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
