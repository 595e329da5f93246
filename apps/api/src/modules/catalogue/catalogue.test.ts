import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoBafangBike, DemoBikeSpecs, DemoFleet } from '@dealer/contracts';
import { eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { barcodeParts, protocolParts } from '../../db/tables/index.ts';

describe.each(testDatabases())('catalogue on %s', (kind) => {
  let api: TestApi;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await createTestApi(kind);
    headers = await api.auth(DemoAccounts.dealer);
  });
  afterAll(() => api.close());
  const get = (url: string) => api.app.inject({ url: `/api${url}`, headers });

  it('lists bike specs of at least 3 brands incl. brand 4, filters by brand', async () => {
    const all = (await get('/bike_spec/')).json().result as { brand_id: number; code: string }[];
    // The fleet's models and the demo Bafang bike's (db/seed/bafang.seed.ts).
    expect(all).toHaveLength(DemoBikeSpecs.length + 1);
    expect(all.map((s) => s.code)).toContain(DemoBafangBike.bikeSpecCode);
    expect(new Set(all.map((s) => s.brand_id)).size).toBeGreaterThanOrEqual(3);
    const atlas = (await get('/bike_spec/?brand_id=4')).json().result as { brand_id: number }[];
    expect(atlas.length).toBeGreaterThan(0);
    expect(atlas.every((s) => s.brand_id === 4)).toBe(true);
    expect((await get('/bike_spec/?brand_id=x')).json().code).toBe(400700);
  });

  it('gets a bike spec and its bundle rule; 404000 for an unknown id', async () => {
    const spec = (await get('/bike_spec/1')).json().result;
    expect(spec).toMatchObject({
      id: 1,
      code: 'KES-TRAIL-9',
      brand_name: 'Kestrel Cycles',
      performance: { max_torque_nm: 85 },
    });
    const rule = (await get('/bike_spec/1/bundle_rule')).json().result;
    const motor = rule.rules.find((r: { part_type: string }) => r.part_type === 'motor');
    expect(motor.required).toBe(true);
    expect(motor.part_specs.map((s: { code: string }) => s.code)).toEqual(['MOT-M500']);
    expect((await get('/bike_spec/9999')).json().code).toBe(404000);
    expect((await get('/bike_spec/9999/bundle_rule')).json().code).toBe(404000);
  });

  it('gets part specs, barcode parts and protocol parts', async () => {
    const spec = (await get('/part_spec/1')).json().result;
    expect(spec).toMatchObject({ id: 1, code: 'HMI-D1', part_type: 'hmi', protocol_type: 'hap2' });
    expect((await get('/part_spec/0')).json().code).toBe(400700);
    const hmi = DemoFleet.healthy.components[0]!;
    const [bp] = await api.database.db
      .select()
      .from(barcodeParts)
      .where(eq(barcodeParts.barcode, hmi.barcode));
    const barcode = (await get(`/barcode_part/${bp!.id}`)).json().result;
    expect(barcode).toMatchObject({ barcode: hmi.barcode, part_spec: { code: 'HMI-D1' } });
    expect((await get('/barcode_part/999999')).json().code).toBe(404000);
    const [pp] = await api.database.db
      .select()
      .from(protocolParts)
      .where(eq(protocolParts.barcode, hmi.barcode));
    expect((await get(`/protocol_part/${pp!.id}`)).json().result).toMatchObject({
      module_id: hmi.moduleId,
      firmware_version: hmi.firmwareVersion,
    });
    expect((await get('/protocol_part/abc')).json().code).toBe(400700);
    const byBarcode = (await get(`/protocol_part/hmi/barcode/${hmi.barcode}`)).json().result;
    expect(byBarcode.id).toBe(pp!.id);
    expect((await get(`/protocol_part/battery/barcode/${hmi.barcode}`)).json().code).toBe(404000);
    expect((await get(`/protocol_part/rocket/barcode/${hmi.barcode}`)).json().code).toBe(400700);
  });

  it('searches the orderable part specs by code or name, case-insensitively, in code order', async () => {
    type Page = { items: { code: string; name: string; part_type: string }[]; total: number };
    // The fleet's catalogue and the demo Bafang bike's parts (db/seed/bafang.seed.ts).
    const batteries = (await get('/part_spec/?q=battery')).json().result as Page;
    expect(batteries.items.map((s) => s.code)).toEqual(expect.arrayContaining(['BAT-500', 'BAT-625']));
    expect(batteries.items.every((s) => /battery/i.test(`${s.code} ${s.name}`))).toBe(true);
    expect(batteries.total).toBe(batteries.items.length);
    const codes = batteries.items.map((s) => s.code);
    expect(codes).toEqual([...codes].sort());
    const byCode = (await get('/part_spec/?q=m500')).json().result as Page;
    expect(byCode.items.map((s) => s.code)).toEqual(['CTRL-M500', 'MOT-M500']);
    const motors = (await get('/part_spec/?part_type=motor')).json().result as Page;
    expect(motors.items.map((s) => s.code)).toEqual(expect.arrayContaining(['MOT-H250', 'MOT-M500']));
    expect(motors.items.every((s) => s.part_type === 'motor')).toBe(true);
    // A LIKE wildcard in the term is a character to find, not "anything".
    expect((await get('/part_spec/?q=%25')).json().result).toMatchObject({ items: [], total: 0 });
    const first = (await get('/part_spec/?page_size=2')).json().result as Page;
    const second = (await get('/part_spec/?page_size=2&page=2')).json().result as Page;
    expect(first.items).toHaveLength(2);
    expect(second.items[0]!.code > first.items[1]!.code).toBe(true);
    expect(first.total).toBeGreaterThan(4);
    expect((await get('/part_spec/?part_type=rocket')).json().code).toBe(400700);
    expect((await get(`/part_spec/?q=${'x'.repeat(65)}`)).json().code).toBe(400700);
  });

  it('needs get_bike_info', async () => {
    const res = await api.app.inject({
      url: '/api/bike_spec/',
      headers: await api.auth(DemoAccounts.noPermission),
    });
    expect(res.json().code).toBe(403000);
  });
});
