import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('bridge configuration', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3008,
      driver: 'sim',
      bitrate: 500_000,
      simScenario: 'healthy',
      simTimeScale: 1,
    });
    expect(config.allowedOrigins).toEqual(['http://localhost:8080']);
  });

  it.each([
    [{ BRIDGE_PORT: '70000' }, /BRIDGE_PORT/],
    [{ BRIDGE_DRIVER: 'bluetooth' }, /BRIDGE_DRIVER/],
    [{ BRIDGE_DRIVER: 'serial' }, /BRIDGE_SERIAL_PATH/],
    [{ BRIDGE_BITRATE: '123456' }, /BRIDGE_BITRATE/],
    [{ BRIDGE_SIM_SCENARIO: 'exploded' }, /BRIDGE_SIM_SCENARIO/],
    [{ BRIDGE_SIM_TIME_SCALE: 'fast' }, /BRIDGE_SIM_TIME_SCALE/],
    [{ BRIDGE_ALLOWED_ORIGINS: 'ftp://x' }, /BRIDGE_ALLOWED_ORIGINS/],
  ])('refuses %o with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads a list of origins and a serial connector', () => {
    const config = loadConfig({
      BRIDGE_DRIVER: 'serial',
      BRIDGE_SERIAL_PATH: '/dev/ttyACM0',
      BRIDGE_ALLOWED_ORIGINS: 'http://a:1/, https://b',
    });
    expect(config).toMatchObject({
      driver: 'serial',
      serialPath: '/dev/ttyACM0',
      allowedOrigins: ['http://a:1', 'https://b'],
    });
  });
});
