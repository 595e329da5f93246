// What every route of the bridge shares.
import type { BafangBike, SimulatedBike } from '@dealer/bike-sim';
import type { AdapterSources } from './adapters/adapter-discovery.ts';
import type { RuntimeLog } from './lib/runtime-log.ts';
import type { FirmwareTrust } from './security/firmware-trust.ts';
import type { TrustedKeys } from './security/trusted-keys.ts';
import type { BikeConnection, SessionBinding } from './services/bike-connection.ts';
import type { ProgressHub } from './services/progress-hub.ts';
import type { WirelessAdapters } from './services/wireless-adapters.ts';

export interface BridgeContext {
  connection: BikeConnection;
  hub: ProgressHub;
  keys: TrustedKeys;
  /** Which images may be flashed: the TUF repository's targets (and, in a transition, legacy). */
  trust: FirmwareTrust;
  runtimeLog: RuntimeLog;
  /** Present only with the simulator driver: enables /sim/*. */
  simBike: SimulatedBike | undefined;
  /** The simulated Bafang CAN system (BRIDGE_SIM_SYSTEM=bafang): enables its /sim/scenario. */
  bafangBike: BafangBike | undefined;
  /** Where adapter discovery looks (GET /v1/system_bridge/adapters). */
  adapterSources: AdapterSources;
  /** Wireless adapters: scan, the Wi-Fi ones known, the one chosen (/v1/system_bridge/wireless_adapter). */
  wireless: WirelessAdapters;
  /** Stop the bridge (POST /v2/system_bridge/quit), after the response has gone out. */
  quit: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    bridge: BridgeContext;
  }
  interface FastifyRequest {
    /** The verified workspace credential of a v2/v3 call. */
    credential: SessionBinding | undefined;
  }
}
