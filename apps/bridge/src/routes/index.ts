// All bridge calls. The simulator control calls exist only with the simulator driver.
import type { FastifyPluginAsync } from 'fastify';
import { bikeRoutes } from './bike.routes.ts';
import { connectionRoutes } from './connection.routes.ts';

export const registerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(connectionRoutes);
  await app.register(bikeRoutes);
};
