// NUL characters and unpaired surrogates are refused with 400004 naming the field, before any route.
import { afterEach, describe, expect, it } from 'vitest';
import { testBridge, type TestBridge } from '../test-support/test-bridge.ts';

let t: TestBridge;
afterEach(() => t?.close());

describe('input hygiene', () => {
  it('refuses NUL in a path parameter and an unpaired surrogate in a body, naming the field', async () => {
    t = await testBridge();
    const path = await t.app.inject({ url: '/v2/device/bat%00tery/battery_information', headers: t.auth });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({
      code: 400004,
      message: expect.stringContaining('params/partType') as string,
    });
    const body = await t.app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: { ...t.auth, 'content-type': 'application/json' },
      payload: '{"connection_type":"cable\\udc00"}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      code: 400004,
      message: expect.stringContaining('body/connection_type') as string,
    });
    // The bridge still answers afterwards.
    expect((await t.app.inject({ url: '/v1/system_bridge/version_info' })).statusCode).toBe(200);
  });
});
