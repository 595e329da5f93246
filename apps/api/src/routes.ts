// Every module's routes, registered under /api: one entry per module in the list below.
//
// The modules are called on the /api instance itself, not registered as plugins of their own: Fastify
// gives every encapsulated plugin its own Request and Reply classes, so with one plugin per module the
// code every call runs through (Fastify's hooks and reply, ours, Node's) met thirty-odd shapes of
// object and V8 gave up on its fast property access there. One context for all modules: A/B runs of
// the production build gave 4–5 µs less CPU per hot read, 7–9 % (decision 3310). What a plugin context
// would scope — hooks, decorators, content-type parsers, error handlers — a module therefore may not
// set at its top level (it would reach the modules after it); `routes-one-context.test.ts` checks both.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { keysRoutes } from './modules/keys/keys.routes.ts';
import { caseRoutes } from './modules/case/case.routes.ts';
import { workspaceRoutes } from './modules/workspace/workspace.routes.ts';
import { taskRoutes } from './modules/task/task.routes.ts';
import { serviceBookRoutes } from './modules/service-book/service-book.routes.ts';
import { reportRoutes } from './modules/report/report.routes.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { parameterRoutes } from './modules/parameter/parameter.routes.ts';
import { helpCentreRoutes } from './modules/help-centre/help-centre.routes.ts';
import { firmwareRoutes } from './modules/firmware/firmware.routes.ts';
import { firmwareLinkRoutes } from './modules/firmware/firmware-link.routes.ts';
import { tufRoutes } from './modules/firmware/tuf/tuf.routes.ts';
import { instructionRoutes } from './modules/instruction/instruction.routes.ts';
import { riderReportRoutes, serviceReportRoutes } from './modules/service-report/service-report.routes.ts';
import { diagnosisRoutes } from './modules/diagnosis/diagnosis.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { exportRoutes } from './modules/export/export.routes.ts';
import { bikeRoutes } from './modules/bike/bike.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { authConfigRoutes } from './modules/auth-config/auth-config.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { shopJoinRoutes } from './modules/account/shop-join.routes.ts';
import { bikeShopRoutes } from './modules/bike-shop/bike-shop.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { monitoringRoutes } from './modules/health/monitoring.routes.ts';
import { claimRoutes } from './modules/claim/claim.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';

export const apiRoutes: FastifyPluginAsyncTypebox = async (api) => {
  for (const routes of [
    referenceRoutes,
    keysRoutes,
    caseRoutes,
    workspaceRoutes,
    taskRoutes,
    serviceBookRoutes,
    reportRoutes,
    activityRoutes,
    catalogueRoutes,
    parameterRoutes,
    helpCentreRoutes,
    firmwareRoutes,
    firmwareLinkRoutes,
    tufRoutes,
    instructionRoutes,
    serviceReportRoutes,
    riderReportRoutes,
    diagnosisRoutes,
    homeRoutes,
    searchRoutes,
    exportRoutes,
    bikeRoutes,
    userRoutes,
    authConfigRoutes,
    accountRoutes,
    shopJoinRoutes,
    bikeShopRoutes,
    healthRoutes,
    monitoringRoutes,
    auditRoutes,
    claimRoutes,
    orderRoutes,
  ])
    await routes(api, {});
};
