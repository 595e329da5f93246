import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { InstructionKey } from './instruction-content.ts';

// The texts do not touch the database, so one database kind is enough.
describe('instructions', () => {
  let api: TestApi;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await createTestApi('pglite');
    headers = await api.auth(DemoAccounts.serviceCenter);
  });
  afterAll(() => api.close());

  it('returns every instruction in English and Traditional Chinese with the same keys and step counts', async () => {
    const en = (await api.app.inject({ url: '/api/instruction/?language=en-us', headers })).json().result;
    const zh = (await api.app.inject({ url: '/api/instruction/?language=zh-tw', headers })).json().result;
    expect(en.map((i: { key: string }) => i.key)).toEqual([...InstructionKey]);
    expect(zh.map((i: { key: string }) => i.key)).toEqual([...InstructionKey]);
    for (const [i, instruction] of en.entries()) {
      expect(instruction.steps.length).toBeGreaterThan(1);
      expect(zh[i].steps.length).toBe(instruction.steps.length);
      expect(zh[i].title).not.toBe(instruction.title);
    }
    expect(en.find((i: { key: string }) => i.key === 'connect_bike').title).toBe('Connect a bike by cable');
  });

  it('describes the wireless path the product has: an adapter, never pairing the bike (decision 2902)', async () => {
    const en = (await api.app.inject({ url: '/api/instruction/?language=en-us', headers })).json().result;
    const ble = en.find((i: { key: string }) => i.key === 'connect_bike_ble');
    const text = [ble.title, ...ble.steps].join(' ');
    expect(text).toMatch(/wireless adapter/);
    expect(text).toMatch(/signal strength/);
    expect(text).not.toMatch(/pairing/i);
  });

  it('requires a supported language', async () => {
    for (const url of ['/api/instruction/', '/api/instruction/?language=de', '/api/instruction/?language=']) {
      const res = await api.app.inject({ url, headers });
      expect([res.statusCode, res.json().code], url).toEqual([400, 400700]);
    }
  });
});
