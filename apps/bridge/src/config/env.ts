// Bridge configuration from environment variables (README lists each with its default), read through
// one TypeBox schema (@dealer/server-env). A bad value stops the bridge with a message naming the variable.
import path from 'node:path';
import { BafangScenarioName } from '@dealer/bike-sim';
import type { BafangScenarioName as BafangScenario } from '@dealer/bike-sim';
import { DEFAULT_BRIDGE_PORT, ScenarioName } from '@dealer/contracts';
import type { ScenarioName as Scenario } from '@dealer/contracts';
import { ConfigError, httpOrigin, readEnv, type Env } from '@dealer/server-env';
import { Type } from 'typebox';
import { SLCAN_BITRATE_COMMAND } from '../protocol/slcan-codec.ts';

export { ConfigError };

export interface BridgeConfig {
  port: number;
  driver: 'sim' | 'serial';
  serialPath: string | undefined;
  bitrate: number;
  allowedOrigins: string[];
  trustedJwksUrl: string;
  simStateDir: string;
  /** Which simulated system the sim driver serves: our UDS bike or a Bafang CAN system. */
  simSystem: 'uds' | 'bafang';
  simScenario: Scenario;
  simBafangScenario: BafangScenario;
  /** The simulated bus's bitrate (detection finds it on connect). */
  simBitrate: number;
  simTimeScale: number;
}

/** Every variable the bridge reads, with its type, range and default. */
export const BridgeEnvSchema = Type.Object({
  BRIDGE_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: DEFAULT_BRIDGE_PORT }),
  BRIDGE_DRIVER: Type.String({ enum: ['sim', 'serial'], default: 'sim' }),
  BRIDGE_SERIAL_PATH: Type.Optional(Type.String()),
  BRIDGE_BITRATE: Type.Integer({ enum: Object.keys(SLCAN_BITRATE_COMMAND).map(Number), default: 500_000 }),
  BRIDGE_ALLOWED_ORIGINS: Type.String({ default: 'http://localhost:8080' }),
  BRIDGE_TRUSTED_JWKS_URL: Type.String({ default: 'http://localhost:8080/api/keys/bridge.jwks' }),
  BRIDGE_SIM_STATE_DIR: Type.Optional(Type.String()),
  BRIDGE_SIM_SYSTEM: Type.String({ enum: ['uds', 'bafang'], default: 'uds' }),
  BRIDGE_SIM_SCENARIO: Type.Optional(Type.String({ enum: [...ScenarioName, ...BafangScenarioName] })),
  BRIDGE_SIM_BITRATE: Type.Optional(Type.Integer({ enum: Object.keys(SLCAN_BITRATE_COMMAND).map(Number) })),
  BRIDGE_SIM_TIME_SCALE: Type.Number({ minimum: 0, maximum: 100, default: 1 }),
});

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The scenario must belong to the simulated system; each system has its own default. */
function simScenarios(system: string, scenario: string | undefined) {
  const bafang = BafangScenarioName.includes(scenario as BafangScenario);
  if (scenario !== undefined && (system === 'bafang') !== bafang)
    throw new ConfigError(`BRIDGE_SIM_SCENARIO=${scenario} is not a scenario of BRIDGE_SIM_SYSTEM=${system}`);
  return {
    simScenario: (bafang ? 'healthy' : (scenario ?? 'healthy')) as Scenario,
    simBafangScenario: (bafang ? scenario : 'bafang_healthy') as BafangScenario,
  };
}

export function loadConfig(env: Env = process.env): BridgeConfig {
  const e = readEnv(BridgeEnvSchema, env);
  if (e.BRIDGE_DRIVER === 'serial' && !e.BRIDGE_SERIAL_PATH)
    throw new ConfigError(
      'BRIDGE_SERIAL_PATH is required when BRIDGE_DRIVER=serial (e.g. /dev/ttyACM0 or COM3)',
    );
  httpOrigin('BRIDGE_TRUSTED_JWKS_URL', e.BRIDGE_TRUSTED_JWKS_URL);
  return {
    port: e.BRIDGE_PORT,
    driver: e.BRIDGE_DRIVER as BridgeConfig['driver'],
    serialPath: e.BRIDGE_SERIAL_PATH,
    bitrate: e.BRIDGE_BITRATE,
    allowedOrigins: e.BRIDGE_ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((o) => httpOrigin('BRIDGE_ALLOWED_ORIGINS', o)),
    trustedJwksUrl: e.BRIDGE_TRUSTED_JWKS_URL,
    simStateDir: path.resolve(e.BRIDGE_SIM_STATE_DIR ?? path.join(repoRoot, '.data', 'bike-sim')),
    simSystem: e.BRIDGE_SIM_SYSTEM as BridgeConfig['simSystem'],
    ...simScenarios(e.BRIDGE_SIM_SYSTEM, e.BRIDGE_SIM_SCENARIO),
    simBitrate: e.BRIDGE_SIM_BITRATE ?? (e.BRIDGE_SIM_SYSTEM === 'bafang' ? 250_000 : e.BRIDGE_BITRATE),
    simTimeScale: e.BRIDGE_SIM_TIME_SCALE,
  };
}
