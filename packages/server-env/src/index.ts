// A server's configuration comes only from environment variables, declared as one TypeBox schema per
// service (types, ranges, defaults) and validated by env-schema. A bad value stops the process with a
// message naming the variable.
import envSchema from 'env-schema';
import type { Static, TSchema } from 'typebox';

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

/**
 * Validates `env` against `schema`: types coerced, defaults filled, an empty variable taken as unset.
 * Only the given variables are read (not process.env behind them), so tests pass exactly what they mean.
 */
export function readEnv<S extends TSchema>(schema: S, env: Env): Static<S> {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  try {
    return envSchema<Static<S>>({ schema, data: set, env: false, dotenv: false });
  } catch (err) {
    // env-schema names the variable ("env/PORT must be <= 65535"); say it without the prefix.
    throw new ConfigError((err as Error).message.replace(/env\//g, ''));
  }
}

/** An http(s) URL with its trailing slash removed; throws ConfigError naming the variable otherwise. */
export function httpOrigin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must list origins like http://localhost:8080, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name}: "${raw}" is not an http(s) origin`);
  return url.origin;
}
