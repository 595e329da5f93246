// Bridge configuration from environment variables (README lists each with its default), read through
// one TypeBox schema (@dealer/server-env). A bad value stops the bridge with a message naming the variable.
import path from 'node:path';
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
  simScenario: Scenario;
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
  BRIDGE_SIM_SCENARIO: Type.String({ enum: [...ScenarioName], default: 'healthy' }),
  BRIDGE_SIM_TIME_SCALE: Type.Number({ minimum: 0, maximum: 100, default: 1 }),
});

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

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
    simScenario: e.BRIDGE_SIM_SCENARIO as Scenario,
    simTimeScale: e.BRIDGE_SIM_TIME_SCALE,
  };
}
