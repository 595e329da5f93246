// Bridge configuration from environment variables (README lists each with its default). A bad value
// stops the bridge with a message naming the variable.
import path from 'node:path';
import { DEFAULT_BRIDGE_PORT, ScenarioName } from '@dealer/contracts';
import type { ScenarioName as Scenario } from '@dealer/contracts';
import { SLCAN_BITRATE_COMMAND } from '../protocol/slcan-codec.ts';

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

export class ConfigError extends Error {}
type Env = Record<string, string | undefined>;

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = Number(raw);
  if (!Number.isInteger(v) || v < min || v > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return v;
}

function origin(name: string, raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must list origins like http://localhost:8080, got "${raw}"`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new ConfigError(`${name}: "${raw}" is not an http(s) origin`);
  return u.origin;
}

export function loadConfig(env: Env = process.env): BridgeConfig {
  const driver = env.BRIDGE_DRIVER || 'sim';
  if (driver !== 'sim' && driver !== 'serial') throw new ConfigError(`BRIDGE_DRIVER must be sim or serial, got "${driver}"`);
  const serialPath = env.BRIDGE_SERIAL_PATH || undefined;
  if (driver === 'serial' && !serialPath) throw new ConfigError('BRIDGE_SERIAL_PATH is required when BRIDGE_DRIVER=serial (e.g. /dev/ttyACM0 or COM3)');
  const bitrate = int(env, 'BRIDGE_BITRATE', 500_000, 10_000, 1_000_000);
  if (!SLCAN_BITRATE_COMMAND[bitrate]) throw new ConfigError(`BRIDGE_BITRATE must be one of ${Object.keys(SLCAN_BITRATE_COMMAND).join(', ')}, got ${bitrate}`);
  const scenario = env.BRIDGE_SIM_SCENARIO || 'healthy';
  if (!ScenarioName.includes(scenario as Scenario)) throw new ConfigError(`BRIDGE_SIM_SCENARIO must be one of ${ScenarioName.join(', ')}, got "${scenario}"`);
  const timeScale = Number(env.BRIDGE_SIM_TIME_SCALE ?? '1');
  if (!(timeScale >= 0 && timeScale <= 100)) throw new ConfigError(`BRIDGE_SIM_TIME_SCALE must be a number from 0 to 100, got "${env.BRIDGE_SIM_TIME_SCALE}"`);
  const jwks = env.BRIDGE_TRUSTED_JWKS_URL || 'http://localhost:8080/api/keys/bridge.jwks';
  origin('BRIDGE_TRUSTED_JWKS_URL', jwks);
  return {
    port: int(env, 'BRIDGE_PORT', DEFAULT_BRIDGE_PORT, 0, 65535),
    driver,
    serialPath,
    bitrate,
    allowedOrigins: (env.BRIDGE_ALLOWED_ORIGINS || 'http://localhost:8080')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((o) => origin('BRIDGE_ALLOWED_ORIGINS', o)),
    trustedJwksUrl: jwks,
    simStateDir: path.resolve(env.BRIDGE_SIM_STATE_DIR || path.join(repoRoot, '.data', 'bike-sim')),
    simScenario: scenario as Scenario,
    simTimeScale: timeScale,
  };
}
