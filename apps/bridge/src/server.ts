// The system bridge service: loopback only, port BRIDGE_PORT (3008), graceful stop on SIGINT/SIGTERM
// and on POST /v2/system_bridge/quit.
import { telemetry } from './instrument.ts'; // first: instruments what the imports below load
import path from 'node:path';
import { BafangBike, FileStateStore, JsonFileStore, SimulatedBike, parseBafangState } from '@dealer/bike-sim';
import { GsUsbDriver } from './adapters/gs-usb/gs-usb-driver.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import type { Driver } from './drivers/driver.ts';
import { SerialDriver } from './drivers/serial-driver.ts';
import { SimDriver } from './drivers/sim-driver.ts';
import { SlcanDriver } from './drivers/slcan-driver.ts';
import { tcpLink } from './adapters/byte-stream/tcp-stream.ts';
import { bleLink } from './adapters/byte-stream/ble-stream.ts';
import { loadNobleCentral } from './adapters/byte-stream/ble-central.ts';
import { TrustedKeys } from './security/trusted-keys.ts';
import { loadInitialRoot } from './security/initial-root.ts';
import { SecurityVersions } from './security/security-versions.ts';
import { TufFirmware } from './security/tuf-firmware.ts';

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
  config.driver === 'sim' && config.simSystem === 'uds'
    ? new SimulatedBike({
        store: new FileStateStore(config.simStateDir),
        scenario: config.simScenario,
        scenarioWins: config.simScenarioWins,
        timeScale: config.simTimeScale,
        bitrate: config.simBitrate,
      })
    : undefined;
const bafangBike =
  config.driver === 'sim' && config.simSystem === 'bafang'
    ? new BafangBike({
        store: new JsonFileStore(config.simStateDir, 'bafang-state.json', parseBafangState),
        scenario: config.simBafangScenario,
        scenarioWins: config.simScenarioWins,
        timeScale: config.simTimeScale,
        bitrate: config.simBitrate,
      })
    : undefined;
const simHost = simBike ?? bafangBike;
// The connector starts at BRIDGE_BITRATE; detection on connect finds the bus's own.
const driver: Driver = simHost
  ? new SimDriver(simHost, config.bitrate)
  : config.driver === 'gs_usb'
    ? new GsUsbDriver({ bitrate: config.bitrate, ...(config.usbDevice ? { device: config.usbDevice } : {}) })
    : config.driver === 'tcp'
      ? new SlcanDriver({ link: tcpLink(config.tcpAddress!), bitrate: config.bitrate })
      : config.driver === 'ble'
        ? new SlcanDriver({ link: bleLink(loadNobleCentral, config.blePeripheral!), bitrate: config.bitrate })
        : new SerialDriver({ path: config.serialPath!, bitrate: config.bitrate });

let stopping = false;
const app = await buildApp({
  driver,
  ...(simBike ? { simBike } : {}),
  ...(bafangBike ? { bafangBike } : {}),
  trustedKeys: new TrustedKeys({ jwksUrl: config.trustedJwksUrl }),
  firmwareTrust: {
    mode: config.firmwareTrust,
    // The shipped root, checked against the build's pin: a mismatch stops the bridge here.
    tuf: new TufFirmware({
      repositoryUrl: config.tufUrl,
      metadataDir: path.join(config.stateDir, 'tuf-metadata'),
      initialRoot: loadInitialRoot(),
    }),
    securityVersions: new SecurityVersions(config.stateDir),
    imageOrigins: config.firmwareImageOrigins,
  },
  allowedOrigins: config.allowedOrigins,
  wireless: { stateDir: config.stateDir, ...(config.tcpAddress ? { configuredTcp: config.tcpAddress } : {}) },
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
    simHost?.close();
    simHost?.bus.close();
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
    `system bridge ${config.driver === 'sim' ? `with simulated ${bafangBike ? 'Bafang CAN system' : 'bike'} (${simHost?.scenario} at ${simHost?.bus.bitrate} bit/s)` : config.driver === 'gs_usb' ? 'on a candleLight/gs_usb USB adapter' : `on ${driver.info().path}`} at http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
  );
} catch (e) {
  app.log.error(e, 'could not listen');
  process.exit(1);
}
