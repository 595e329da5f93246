// Every module's routes, registered under /api. One line per module.
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
import { instructionRoutes } from './modules/instruction/instruction.routes.ts';
import { bikeRoutes } from './modules/bike/bike.routes.ts';

export const apiRoutes: FastifyPluginAsyncTypebox = async (api) => {
  await api.register(referenceRoutes);
  await api.register(keysRoutes);
  await api.register(caseRoutes);
  await api.register(workspaceRoutes);
  await api.register(taskRoutes);
  await api.register(serviceBookRoutes);
  await api.register(reportRoutes);
  await api.register(activityRoutes);
  await api.register(catalogueRoutes);
  await api.register(parameterRoutes);
  await api.register(helpCentreRoutes);
  await api.register(firmwareRoutes);
  await api.register(instructionRoutes);
  await api.register(bikeRoutes);
};
