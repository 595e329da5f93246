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
      simScenarioWins: false,
    });
    expect(config.allowedOrigins).toEqual(['http://localhost:8080']);
    expect(config.firmwareImageOrigins).toEqual(['http://localhost:8080']);
  });

  it('fetches image URLs only from the backend it trusts: the JWKS and TUF origins', () => {
    const config = loadConfig({
      BRIDGE_TRUSTED_JWKS_URL: 'https://portal.example.com/api/keys/bridge.jwks',
      BRIDGE_TUF_URL: 'https://tuf.example.com:8443/firmware',
      BRIDGE_ALLOWED_ORIGINS: 'https://portal.example.com,http://localhost:5173',
    });
    expect(config.firmwareImageOrigins).toEqual([
      'https://portal.example.com',
      'https://tuf.example.com:8443',
    ]);
  });

  it('lets a scenario set in BRIDGE_SIM_SCENARIO win over the saved simulator state', () => {
    expect(loadConfig({ BRIDGE_SIM_SCENARIO: 'low_battery' })).toMatchObject({
      simScenario: 'low_battery',
      simScenarioWins: true,
    });
  });

  it.each([
    [{ BRIDGE_PORT: '70000' }, /BRIDGE_PORT/],
    [{ BRIDGE_DRIVER: 'bluetooth' }, /BRIDGE_DRIVER/],
    [{ BRIDGE_DRIVER: 'serial' }, /BRIDGE_SERIAL_PATH/],
    [{ BRIDGE_BITRATE: '123456' }, /BRIDGE_BITRATE/],
    [{ BRIDGE_DRIVER: 'gs_usb', BRIDGE_USB_DEVICE: 'candlelight' }, /BRIDGE_USB_DEVICE/],
    [{ BRIDGE_DRIVER: 'tcp' }, /BRIDGE_TCP_ADDRESS/],
    [{ BRIDGE_DRIVER: 'ble' }, /BRIDGE_BLE_PERIPHERAL/],
    [{ BRIDGE_DRIVER: 'tcp', BRIDGE_TCP_ADDRESS: '192.168.80.1' }, /BRIDGE_TCP_ADDRESS/],
    [{ BRIDGE_DRIVER: 'tcp', BRIDGE_TCP_ADDRESS: 'wican.local:70000' }, /BRIDGE_TCP_ADDRESS/],
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

  it('selects the gs_usb driver, with an adapter by vendor:product or by bus/address', () => {
    expect(loadConfig({ BRIDGE_DRIVER: 'gs_usb' })).toMatchObject({ driver: 'gs_usb', usbDevice: undefined });
    expect(loadConfig({ BRIDGE_DRIVER: 'gs_usb', BRIDGE_USB_DEVICE: '1D50:606f' }).usbDevice).toEqual({
      vendorId: 0x1d50,
      productId: 0x606f,
    });
    expect(loadConfig({ BRIDGE_DRIVER: 'gs_usb', BRIDGE_USB_DEVICE: '001/005' }).usbDevice).toEqual({
      busNumber: 1,
      deviceAddress: 5,
    });
  });

  it('selects a Wi-Fi adapter by host:port', () => {
    expect(loadConfig({ BRIDGE_DRIVER: 'tcp', BRIDGE_TCP_ADDRESS: '192.168.80.1:3333' })).toMatchObject({
      driver: 'tcp',
      tcpAddress: { host: '192.168.80.1', port: 3333 },
    });
    expect(loadConfig({ BRIDGE_DRIVER: 'tcp', BRIDGE_TCP_ADDRESS: '[fe80::1]:35000' }).tcpAddress).toEqual({
      host: 'fe80::1',
      port: 35000,
    });
  });
});
