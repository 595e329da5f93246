// Service-book entries with parts, odometer, labour time, technician and notes; edits keep the
// replaced version; only the writing shop edits; full-diagnosis runs kept per bike on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';

const VIN = DemoFleet.healthy.vin;

describe.each(testDatabases())('service-book details and diagnosis history on %s', (kind) => {
  let api: TestApi;
  let dealer: Record<string, string>;
  let harbor: Record<string, string>;
  let service: Record<string, string>;
  const call: TestApi['call'] = (...args) => api.call(...args);

  beforeAll(async () => {
    api = await createTestApi(kind);
    [dealer, harbor, service] = await Promise.all([
      api.auth(DemoAccounts.dealer),
      api.auth(DemoAccounts.otherDealer),
      api.auth(DemoAccounts.serviceCenter),
    ]);
  });
  afterAll(() => api.close());

  it('records a job with its parts, odometer, labour and technician, edits it and keeps each version', async () => {
    const created = await call('POST', '/service_book/', dealer, {
      vin: VIN,
      title: 'Brake service',
      description: 'Pads worn to 1 mm',
      status: 'done',
      odometer_km: 1234,
      labour_minutes: 45,
      technician: 'Mia Keller',
      parts: [{ name: 'Brake pads', part_number: 'BP-220', quantity: 2 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().result;
    expect(entry).toMatchObject({
      odometer_km: 1234,
      labour_minutes: 45,
      technician: 'Mia Keller',
      parts: [{ name: 'Brake pads', part_number: 'BP-220', quantity: 2 }],
      version: 1,
    });

    const edited = await call('PATCH', `/service_book/${entry.id}`, dealer, {
      version: 1,
      odometer_km: 1243,
      parts: [
        { name: 'Brake pads', part_number: 'BP-220', quantity: 2 },
        { name: 'Brake fluid', quantity: 1 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({ odometer_km: 1243, version: 2, status: 'done' });
    // A save from a stale screen (version 1 again) would overwrite the mended odometer: refused.
    expect(
      (await call('PATCH', `/service_book/${entry.id}`, dealer, { version: 1, labour_minutes: 5 })).json()
        .code,
    ).toBe(409800);

    const versions = (await call('GET', `/service_book/${entry.id}/versions`, dealer)).json().result;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 1,
      changed_by: DemoAccounts.dealer,
      entry: { odometer_km: 1234, parts: [{ name: 'Brake pads', part_number: 'BP-220', quantity: 2 }] },
    });
    // The region's service center reads the history too.
    expect((await call('GET', `/service_book/${entry.id}/versions`, service)).json().result).toHaveLength(1);
    // Another shop's dealer neither reads nor edits it.
    expect((await call('GET', `/service_book/${entry.id}/versions`, harbor)).json().code).toBe(404000);
    expect((await call('PATCH', `/service_book/${entry.id}`, harbor, { odometer_km: 1 })).json().code).toBe(
      404000,
    );
    expect((await call('GET', `/service_book/?vin=${VIN}`, harbor)).json().code).toBe(404000);
    const after = (await call('GET', `/service_book/?vin=${VIN}`, dealer)).json().result.items;
    expect(after.find((e: { id: number }) => e.id === entry.id).odometer_km).toBe(1243);
  });

  it('refuses bad details', async () => {
    for (const bad of [
      { odometer_km: -1 },
      { labour_minutes: 1.5 },
      { parts: [{ name: '', quantity: 1 }] },
      { parts: [{ name: 'Chain', quantity: 0 }] },
      { title: '   ' },
    ]) {
      const res = await call('POST', '/service_book/', dealer, { vin: VIN, title: 'x', ...bad });
      expect(res.json().code, JSON.stringify(bad)).toBe(400700);
    }
    expect((await call('PATCH', '/service_book/1', dealer, {})).json().code).toBe(400700);
  });

  it('keeps full-diagnosis runs per bike on the server, for the shop and its region only', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, VIN);
    const run = {
      workspace_id: ws.id,
      performed_at: '2026-03-02T09:30:00.000Z',
      status: 'fail',
      health_score: 62,
      health_band: 'fair',
      stages: [
        {
          stage: 'errorCodes',
          status: 'fail',
          findings: [{ key: 'st.fd.f.active', vars: { code: '0x0101' }, status: 'fail' }],
        },
        { stage: 'battery', status: 'pass', findings: [] },
      ],
    };
    const posted = await call('POST', `/bike/${VIN}/diagnosis`, ws.headers, run);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().result).toMatchObject({
      vin: VIN,
      status: 'fail',
      health_score: 62,
      technician: DemoAccounts.dealer,
    });
    // The browser may send the same run twice (a retry): it is kept once.
    expect((await call('POST', `/bike/${VIN}/diagnosis`, ws.headers, run)).json().result.id).toBe(
      posted.json().result.id,
    );

    const list = (await call('GET', `/bike/${VIN}/diagnosis`, dealer)).json().result;
    expect(list.total).toBe(1);
    expect(list.items[0].stages[0].findings[0].vars.code).toBe('0x0101');
    expect((await call('GET', `/bike/${VIN}/diagnosis`, service)).json().result.total).toBe(1);
    expect((await call('GET', `/bike/${VIN}/diagnosis`, harbor)).json().code).toBe(404000);
    expect((await call('POST', `/bike/${VIN}/diagnosis`, harbor, run)).json().code).toBe(404000);
    expect(
      (await call('POST', `/bike/${DemoFleet.error_code_danger.vin}/diagnosis`, ws.headers, run)).json().code,
      'a workspace of another bike',
    ).toBe(400700);
    expect(
      (await call('POST', `/bike/${VIN}/diagnosis`, ws.headers, { ...run, stages: [] })).json().code,
    ).toBe(400700);
  });
});
