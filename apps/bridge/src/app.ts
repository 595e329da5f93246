// The system bridge as a Fastify app: buildable in tests (inject, or listen on port 0) and started
// by server.ts. Every call's TypeBox schema drives validation, serialisation and /openapi.json.
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { BafangBike, SimulatedBike } from '@dealer/bike-sim';
import { BRIDGE_VERSION } from '@dealer/contracts';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { systemAdapterSources } from './adapters/adapter-discovery.ts';
import type { AdapterSources } from './adapters/adapter-discovery.ts';
import { loadUsbLibrary } from './adapters/gs-usb/usb-library.ts';
import type { BridgeContext } from './app-context.ts';
import type { Driver } from './drivers/driver.ts';
import { LinkSwitchDriver } from './drivers/link-switch.ts';
import { loadNobleCentral } from './adapters/byte-stream/ble-central.ts';
import { WirelessAdapters } from './services/wireless-adapters.ts';
import type { WirelessAdaptersOptions } from './services/wireless-adapters.ts';
import { udsDriveSystem } from './drive-systems/uds/uds-drive-system.ts';
import { RuntimeLog } from './lib/runtime-log.ts';
import { registerCredentialGuard } from './plugins/credential-guard.ts';
import { registerErrorHandler, routerErrorHandler } from './plugins/error-handler.ts';
import { registerInputHygiene } from './plugins/input-hygiene.ts';
import { registerRequestGuards } from './plugins/request-guards.ts';
import { registerRoutes } from './routes/index.ts';
import { ErrorBody } from './routes/common.schemas.ts';
import type { FirmwareTrust } from './security/firmware-trust.ts';
import { SecurityVersions } from './security/security-versions.ts';
import type { TrustedKeys } from './security/trusted-keys.ts';
import { BikeConnection } from './services/bike-connection.ts';
import { ProgressHub } from './services/progress-hub.ts';
import { UdsProtocol } from './services/uds-protocol.ts';
import type { NetworkTiming } from './services/uds-network.ts';

export interface BridgeAppOptions {
  driver: Driver;
  simBike?: SimulatedBike;
  bafangBike?: BafangBike;
  trustedKeys: TrustedKeys;
  /**
   * Which images may be flashed. server.ts always passes the configured one; left out (tests of
   * the flashing itself, not of trust) only the legacy signed manifest is checked.
   */
  firmwareTrust?: FirmwareTrust;
  allowedOrigins: readonly string[];
  timing?: NetworkTiming;
  runtimeLog?: RuntimeLog;
  /** Write log lines to stdout too (the service); tests keep them in memory only. */
  logToStdout?: boolean;
  onQuit?: () => void;
  /** How long a silent portal session keeps the bike (decision 2800); `now` for tests. */
  session?: { graceMs?: number; now?: () => number };
  /** Adapter discovery's sources (default: serialport's list() and the `usb` library). */
  adapterSources?: AdapterSources;
  /** Wireless adapters (decision 2902): the BLE library (default @stoprocent/noble), state folder, Wi-Fi address. */
  wireless?: Partial<Omit<WirelessAdaptersOptions, 'links'>>;
}

export async function buildApp(options: BridgeAppOptions): Promise<FastifyInstance> {
  const runtimeLog =
    options.runtimeLog ??
    new RuntimeLog(1000, options.logToStdout ? (line) => process.stdout.write(line) : undefined);
  const app = Fastify({
    logger: { level: 'info', stream: runtimeLog.stream() },
    bodyLimit: 32 * 1024 * 1024, // a 16 MiB image as base64 plus its manifest
    forceCloseConnections: true,
    requestTimeout: 0, // firmware updates are long requests on purpose
    frameworkErrors: routerErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const links = new LinkSwitchDriver(options.driver);
  const wireless = new WirelessAdapters({ central: loadNobleCentral, ...options.wireless, links });
  await wireless.restore();
  const connection = new BikeConnection(links, new UdsProtocol(options.timing), {
    selectLink: (type) => links.select(type),
    ...(options.timing?.keepAliveMs !== undefined ? { keepAliveMs: options.timing.keepAliveMs } : {}),
    ...(options.session?.graceMs !== undefined ? { sessionGraceMs: options.session.graceMs } : {}),
    ...(options.session?.now ? { now: options.session.now } : {}),
    log: (msg) => app.log.info(msg),
  });
  const context: BridgeContext = {
    connection,
    hub: new ProgressHub(),
    keys: options.trustedKeys,
    trust: options.firmwareTrust ?? {
      mode: 'legacy-and-tuf',
      tuf: undefined,
      securityVersions: new SecurityVersions(),
    },
    runtimeLog,
    simBike: options.simBike,
    bafangBike: options.bafangBike,
    quit: options.onQuit ?? (() => undefined),
    adapterSources: options.adapterSources ?? systemAdapterSources(loadUsbLibrary),
    wireless,
  };
  connection.useDriveSystems(udsDriveSystem(context));
  app.decorate('bridge', context);
  app.addHook('onClose', async () => {
    await connection.closeAll().catch(() => undefined);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'System Bridge',
        version: BRIDGE_VERSION,
        description: 'Local helper between the dealer portal and the bike (UDS over ISO-TP over CAN)',
      },
      servers: [{ url: 'http://127.0.0.1:3008' }],
      components: {
        securitySchemes: {
          credential: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Workspace session credential issued by the backend',
          },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  app.addSchema(ErrorBody);
  registerErrorHandler(app);
  registerRequestGuards(app, options.allowedOrigins);
  registerCredentialGuard(app);
  registerInputHygiene(app);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(registerRoutes);
  return app;
}
