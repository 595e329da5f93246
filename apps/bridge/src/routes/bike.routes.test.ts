import { DemoFleet } from '@dealer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { testBridge } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

let t: TestBridge;
afterEach(() => t?.close());

describe('connection and bike reads', () => {
  it('connects and reads every component of the healthy bike as the demo fleet defines it', async () => {
    t = await testBridge();
    const conn = await t.app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: t.auth,
      payload: { connection_type: 'cable' },
    });
    expect(conn.statusCode).toBe(200);
    expect(conn.json()).toMatchObject({
      connection_status: 'CONNECTED',
      connection_type: 'cable',
      vin: DemoFleet.healthy.vin,
      protocol_type: 'HAP2',
      component_count: 10,
    });
    const info = await t.app.inject({ method: 'GET', url: '/v2/bike/basic_info', headers: t.auth });
    expect(info.statusCode).toBe(200);
    const body = info.json<{
      components: {
        part_type: string;
        barcode: string;
        module_id: string;
        firmware_version: string;
        in_bootloader: boolean;
      }[];
    }>();
    for (const demo of DemoFleet.healthy.components) {
      expect(body.components.find((c) => c.part_type === demo.partType)).toMatchObject({
        barcode: demo.barcode,
        module_id: demo.moduleId,
        firmware_version: demo.firmwareVersion,
        in_bootloader: false,
      });
    }
    const again = await t.app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: t.auth,
      payload: { connection_type: 'cable' },
    });
    expect(again.json()).toMatchObject({ code: 400003 });
  });

  it('reports current and history error codes of the danger scenario', async () => {
    t = await testBridge({ scenario: 'error_code_danger' });
    await t.connect();
    const current = await t.app.inject({ method: 'GET', url: '/v2/bike/error_codes', headers: t.auth });
    expect(current.json()).toEqual({
      error_codes: [{ code: '0x0101', part_type: 'motor', status: 'current' }],
    });
    const history = await t.app.inject({
      method: 'GET',
      url: '/v2/bike/error_codes/history',
      headers: t.auth,
    });
    expect(
      history
        .json<{ error_codes: { code: string }[] }>()
        .error_codes.map((e) => e.code)
        .sort(),
    ).toEqual(['0x0101', '0x0602']);
  });

  it('refuses bike calls without a connection (400001) and without a connector (300001)', async () => {
    t = await testBridge({ scenario: 'no_connector' });
    const res = await t.app.inject({ method: 'GET', url: '/v2/bike/odometer', headers: t.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 400001 });
    const conn = await t.app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: t.auth,
      payload: { connection_type: 'cable' },
    });
    expect(conn.json()).toMatchObject({ code: 300001 });
  });
});
