// All bridge calls. The simulator control calls exist only with the simulator driver.
import type { FastifyPluginAsync } from 'fastify';
import { bikeRoutes } from './bike.routes.ts';
import { connectionRoutes } from './connection.routes.ts';
import { connectorRoutes } from './connector.routes.ts';
import { detectionRoutes } from './detection.routes.ts';
import { deviceRoutes } from './device.routes.ts';
import { displayRoutes } from './display.routes.ts';
import { parameterRoutes } from './parameter.routes.ts';
import { settingsRoutes } from './settings.routes.ts';
import { eventRoutes } from './events.routes.ts';
import { firmwareRoutes } from './firmware.routes.ts';
import { liveDataRoutes } from './live-data.routes.ts';
import { healthRoutes } from './health.routes.ts';
import { moduleIdRoutes } from './module-id.routes.ts';
import { simBenchRoutes } from './sim-bench.routes.ts';
import { simErrorCauseRoutes } from './sim-error-cause.routes.ts';
import { simRoutes } from './sim.routes.ts';
import { systemBridgeRoutes } from './system-bridge.routes.ts';

export const registerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(connectionRoutes);
  await app.register(bikeRoutes);
  await app.register(firmwareRoutes);
  await app.register(connectorRoutes);
  await app.register(displayRoutes);
  await app.register(detectionRoutes);
  await app.register(deviceRoutes);
  await app.register(moduleIdRoutes);
  await app.register(settingsRoutes);
  await app.register(parameterRoutes);
  await app.register(eventRoutes);
  await app.register(liveDataRoutes);
  await app.register(systemBridgeRoutes);
  await app.register(healthRoutes);
  await app.register(simRoutes);
  await app.register(simErrorCauseRoutes);
  await app.register(simBenchRoutes);
};
