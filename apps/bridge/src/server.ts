// The system bridge service: loopback only, port BRIDGE_PORT (3008), graceful stop on SIGINT/SIGTERM
// and on POST /v2/system_bridge/quit.
import { telemetry } from './instrument.ts'; // first: instruments what the imports below load
import { FileStateStore, SimulatedBike } from '@dealer/bike-sim';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import type { Driver } from './drivers/driver.ts';
import { SerialDriver } from './drivers/serial-driver.ts';
import { SimDriver } from './drivers/sim-driver.ts';
import { TrustedKeys } from './security/trusted-keys.ts';

let config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(`system bridge: ${e.message}`);
    process.exit(1);
  }
  throw e;
}

const simBike =
  config.driver === 'sim'
    ? new SimulatedBike({
        store: new FileStateStore(config.simStateDir),
        scenario: config.simScenario,
        timeScale: config.simTimeScale,
        bitrate: config.bitrate,
      })
    : undefined;
const driver: Driver = simBike
  ? new SimDriver(simBike)
  : new SerialDriver({ path: config.serialPath!, bitrate: config.bitrate });

let stopping = false;
const app = await buildApp({
  driver,
  ...(simBike ? { simBike } : {}),
  trustedKeys: new TrustedKeys({ jwksUrl: config.trustedJwksUrl }),
  allowedOrigins: config.allowedOrigins,
  logToStdout: true,
  onQuit: () => void stop('quit'),
});

async function stop(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`stopping (${reason})`);
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  try {
    await app.close();
    await telemetry.shutdown();
    simBike?.close();
    simBike?.bus.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  // Loopback only: the bridge drives hardware and must never be reachable from the network.
  await app.listen({ host: '127.0.0.1', port: config.port });
  app.log.info(
    `system bridge ${config.driver === 'sim' ? `with simulated bike (${simBike?.scenario})` : `on ${config.serialPath}`} at http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
  );
} catch (e) {
  app.log.error(e, 'could not listen');
  process.exit(1);
}
