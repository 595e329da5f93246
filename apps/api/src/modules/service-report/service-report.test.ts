// Service reports end to end over the API: compose, draft, publish (frozen), read published,
// export PDF (read back with pdftotext), tenancy; plus the home summary, bike search and the
// service book exports that the same screens use.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';
import { readingOf } from '../task-engine/demo-view.ts';

const BIKE = DemoFleet.error_code_danger;

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  writeFileSync(join(dir, 'a.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
}

describe.each(testDatabases())('service reports on %s', (kind) => {
  let api: TestApi;
  let harbor: Record<string, string>;
  let service: Record<string, string>;
  let ws: Awaited<ReturnType<typeof openWorkspaceFor>>;
  const call: TestApi['call'] = (...args) => api.call(...args);

  beforeAll(async () => {
    api = await createTestApi(kind);
    [harbor, service] = await Promise.all([
      api.auth(DemoAccounts.otherDealer),
      api.auth(DemoAccounts.serviceCenter),
    ]);
    ws = await openWorkspaceFor(api, DemoAccounts.dealer, BIKE.vin);
    const tasks = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/workspace/${ws.id}/task`,
      headers: ws.headers,
      payload: readingOf(BIKE) as object,
    });
    expect(tasks.statusCode, tasks.body).toBe(200);
    const activity = await call('POST', `/workspace/${ws.id}/activity/sensor_diagnosis`, ws.headers, {
      sensor: 'torque',
      value: 40,
      reference: 40,
      comment: 'bench 40 Nm',
    });
    expect(activity.statusCode, activity.body).toBe(200);
  });
  afterAll(() => api.close());

  it('composes a draft, changes it, publishes a frozen version and exports it as PDF', async () => {
    const source = (await call('GET', `/service_report/workspace/${ws.id}`, ws.headers)).json().result;
    expect(source.content.bike.vin).toBe(BIKE.vin);
    expect(source.content.activities[0].comments[0].body).toBe('bench 40 Nm');
    expect(source.content.tasks.some((t: { level: string }) => t.level === 'critical')).toBe(true);

    const draft = (
      await call('POST', '/service_report/', ws.headers, { workspace_id: ws.id, title: 'Spring check' })
    ).json().result;
    expect(draft).toMatchObject({ status: 'draft', public_id: null, title: 'Spring check', vin: BIKE.vin });
    expect(draft.task_ids).toHaveLength(source.content.tasks.length);

    const bad = await call('PATCH', `/service_report/${draft.id}`, ws.headers, { activity_ids: [999999] });
    expect(bad.json().code).toBe(400700);
    const edited = (
      await call('PATCH', `/service_report/${draft.id}`, ws.headers, {
        summary: 'Torque sensor checked',
        task_ids: [],
      })
    ).json().result;
    expect(edited).toMatchObject({ summary: 'Torque sensor checked', task_ids: [] });
    expect(edited.content.tasks).toEqual([]);

    const published = (await call('POST', `/service_report/${draft.id}/publish`, ws.headers)).json().result;
    expect(published.status).toBe('published');
    expect(published.public_id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(
      (await call('PATCH', `/service_report/${draft.id}`, ws.headers, { summary: 'x' })).json().code,
    ).toBe(409800);
    expect((await call('POST', `/service_report/${draft.id}/publish`, ws.headers)).json().code).toBe(409800);

    const read = (await call('GET', `/service_report/published/${published.public_id}`, ws.headers)).json()
      .result;
    expect(read).toMatchObject({ id: draft.id, summary: 'Torque sensor checked', status: 'published' });
    // The EU service center sees its region's reports; the other shop does not.
    expect((await call('GET', `/service_report/published/${published.public_id}`, service)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/service_report/published/${published.public_id}`, harbor)).json().code).toBe(
      404000,
    );
    expect((await call('GET', `/service_report/${draft.id}`, harbor)).json().code).toBe(404000);
    expect((await call('POST', '/service_report/', harbor, { workspace_id: ws.id })).json().code).toBe(
      404000,
    );

    const pdf = await call('GET', `/export/service_report/${draft.id}/pdf`, ws.headers);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(BIKE.vin);
    expect(text).toContain('Torque sensor checked');
    expect(text).toContain('bench 40 Nm');
  });

  it('summarises the home page: recent workspaces and bikes with open critical tasks, own shop only', async () => {
    const home = (await call('GET', '/home/summary', ws.headers)).json().result;
    expect(home.recent_workspaces.map((w: { id: number }) => w.id)).toContain(ws.id);
    const critical = home.critical_bikes.find((b: { vin: string }) => b.vin === BIKE.vin);
    expect(critical).toMatchObject({ workspace_id: ws.id, frame_number: BIKE.frameNumber });
    expect(critical.critical_tasks).toBeGreaterThan(0);
    const other = (await call('GET', '/home/summary', harbor)).json().result;
    expect(other.recent_workspaces.map((w: { id: number }) => w.id)).not.toContain(ws.id);
  });

  it('finds bikes by part of the VIN or frame number, only in the caller’s shops', async () => {
    const byFrame = (await call('GET', `/search/bike?q=${BIKE.frameNumber.toLowerCase()}`, ws.headers)).json()
      .result;
    expect(byFrame[0]).toMatchObject({ vin: BIKE.vin, matched: 'frame_number' });
    const byVin = (await call('GET', `/search/bike?q=${BIKE.vin.slice(-6)}`, ws.headers)).json().result;
    expect(byVin.map((b: { vin: string }) => b.vin)).toContain(BIKE.vin);
    expect((await call('GET', `/search/bike?q=${BIKE.vin}`, harbor)).json().result).toEqual([]);
    expect((await call('GET', '/search/bike?q=%25%25%25', ws.headers)).json().result).toEqual([]);
    expect((await call('GET', '/search/bike?q=ab', ws.headers)).json().code).toBe(400700);
  });

  it('exports a bike’s service book as JSON and PDF with its entries', async () => {
    const entry = (
      await call('POST', '/service_book/', ws.headers, {
        vin: BIKE.vin,
        title: 'Chain replaced',
        status: 'done',
      })
    ).json().result;
    const json = (await call('GET', `/export/service_book/${BIKE.vin}/json`, ws.headers)).json().result;
    expect(json.bike.vin).toBe(BIKE.vin);
    expect(json.entries.map((e: { id: number }) => e.id)).toContain(entry.id);
    expect(json.activities.length).toBeGreaterThan(0);
    const pdf = await call('GET', `/export/service_book/${BIKE.vin}/pdf`, ws.headers);
    expect(pdf.headers['content-disposition']).toContain(`service-book-${BIKE.vin}.pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(BIKE.vin);
    expect(text).toContain('Chain replaced');
    expect((await call('GET', `/export/service_book/${BIKE.vin}/pdf`, harbor)).json().code).toBe(404000);
  });

  it('lists the caller’s recent contact-us tickets with their outbox mail, not other shops’', async () => {
    const body = {
      service_center_id: 1,
      country: 'DE',
      brand_id: 1,
      region_id: 4,
      bike_model: 'Kestrel Trail 9',
      frame_number: BIKE.frameNumber,
      issue_category: 'error_code',
      message: 'Error 0x0101 again',
      diagnostic: { workspace_id: ws.id },
    };
    const sent = (await call('POST', '/zendesk/ticket', ws.headers, body)).json().result;
    const mine = (await call('GET', '/home/tickets', ws.headers)).json().result;
    expect(mine[0]).toMatchObject({
      id: sent.id,
      frame_number: BIKE.frameNumber,
      has_diagnostic: true,
      mail: { to: sent.mailed_to },
    });
    expect(['pending', 'sent']).toContain(mine[0].mail.status);
    const theirs = (await call('GET', '/home/tickets', harbor)).json().result;
    expect(theirs.map((t: { id: number }) => t.id)).not.toContain(sent.id);
  });

  it('lists the dealers of the service center’s regions with their pending cases', async () => {
    const dealers = (await call('GET', '/search/bike_shop', service)).json().result;
    expect(dealers.map((d: { name: string }) => d.name)).toContain('Velo Werkstatt Berlin');
    expect(dealers.map((d: { name: string }) => d.name)).not.toContain('Harbor Bikes Seattle');
    expect((await call('GET', '/search/bike_shop?q=berlin', service)).json().result).toHaveLength(1);
    expect((await call('GET', '/search/bike_shop', ws.headers)).json().code).toBe(403000);
  });
});
