// Live-data recordings attached to a service report and to a claim (decision 1776): attached and
// read back (the claim's reviewer sees it, also in the claim PDF), refused as 400700 when too big, out of order or
// malformed, and refused to another shop's dealer (404000) without changing anything.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSignal, RECORDING_MAX_SAMPLES } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import {
  authParties,
  caller,
  CONTROLLER,
  DANGER,
  readBikeIntoWorkspace,
} from '../claim/claim-test-support.ts';

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  writeFileSync(join(dir, 'a.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
}

const channel = (name: string, unit: string, n: number, at = (i: number) => i * 250) => ({
  name,
  unit,
  samples: Array.from({ length: n }, (_, i) => [at(i), Math.round(Math.sin(i / 8) * 1000) / 100 + 20]),
});
const RECORDING = {
  started_at: '2026-11-25T10:00:00.000Z',
  channels: [channel('speed_kmh', 'km/h', 40), channel('torque_nm', 'Nm', 40)],
};

describe.each(testDatabases())('live-data recordings on %s', (kind) => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let dealer: Record<string, string>;
  let service: Record<string, string>;
  let harbor: Record<string, string>;
  let workspaceId: number;
  let claimId: number;
  beforeAll(async () => {
    api = await createTestApi(kind);
    call = caller(api);
    [dealer, service, harbor] = await authParties(api);
    workspaceId = await readBikeIntoWorkspace(api);
    const claim = await call('POST', '/claim', dealer, {
      vin: DANGER.vin,
      part_type: 'controller',
      serial: CONTROLLER.barcode,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    claimId = claim.json().result.id;
  });
  afterAll(() => api.close());

  it('attaches a recording to a new report draft, keeps it through changes and publishing', async () => {
    const created = await call('POST', '/service_report/', dealer, {
      workspace_id: workspaceId,
      recording: RECORDING,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().result.id;
    expect(created.json().result.recording).toEqual(RECORDING);

    // A change that leaves the recording out keeps it; null removes it; a new one replaces it.
    await call('PATCH', `/service_report/${id}`, dealer, { summary: 'rode on the stand' });
    expect((await call('GET', `/service_report/${id}`, dealer)).json().result.recording).toEqual(RECORDING);
    const removed = await call('PATCH', `/service_report/${id}`, dealer, { recording: null });
    expect(removed.json().result.recording).toBeNull();
    const again = await call('PATCH', `/service_report/${id}`, dealer, { recording: RECORDING });
    expect(again.json().result.recording.channels[1].samples[39]).toEqual(RECORDING.channels[1]!.samples[39]);

    const published = (await call('POST', `/service_report/${id}/publish`, dealer)).json().result;
    const read = await call('GET', `/service_report/published/${published.public_id}`, dealer);
    expect(read.json().result.recording.channels.map((c: { name: string }) => c.name)).toEqual([
      'speed_kmh',
      'torque_nm',
    ]);
    // Published is frozen: a new recording is refused.
    const frozen = await call('PATCH', `/service_report/${id}`, dealer, { recording: RECORDING });
    expect(frozen.json().code).toBe(409800);
  });

  it('attaches a recording to a draft claim; the service center reviewing it sees it', async () => {
    const res = await call('PATCH', `/claim/${claimId}`, dealer, { recording: RECORDING });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.recording).toEqual(RECORDING);
    await call('POST', `/claim/${claimId}/status`, dealer, { action: 'submit' });
    const seen = await call('GET', `/claim/${claimId}`, service);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().result.recording).toEqual(RECORDING);
    // The claim's PDF carries each signal's range and average.
    const pdf = await api.app.inject({ method: 'GET', url: `/api/claim/${claimId}/pdf`, headers: service });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Live-data recording');
    expect(text).toMatch(/Speed\s+lowest 10\.\d+ km\/h, average [\d.]+ km\/h, highest 29\.99 km\/h/);
  });

  it('refuses oversized, unordered and malformed recordings with 400700', async () => {
    const ws = await call('POST', '/service_report/', dealer, { workspace_id: workspaceId });
    const id = ws.json().result.id;
    const bad: [string, object][] = [
      [
        'too many samples',
        { ...RECORDING, channels: [channel('speed_kmh', 'km/h', RECORDING_MAX_SAMPLES + 1, (i) => i * 200)] },
      ],
      ['past two minutes', { ...RECORDING, channels: [channel('speed_kmh', 'km/h', 2, (i) => i * 130_000)] }],
      [
        'out of time order',
        { ...RECORDING, channels: [channel('speed_kmh', 'km/h', 3, (i) => 1000 - i * 250)] },
      ],
      [
        'a channel twice',
        { ...RECORDING, channels: [channel('speed_kmh', 'km/h', 3), channel('speed_kmh', 'km/h', 3)] },
      ],
      ['an unknown channel', { ...RECORDING, channels: [channel('tyre_pressure', 'bar', 3)] }],
      [
        'a sample without a value',
        { ...RECORDING, channels: [{ name: 'speed_kmh', unit: 'km/h', samples: [[0]] }] },
      ],
      ['no channels', { ...RECORDING, channels: [] }],
    ];
    for (const [what, recording] of bad) {
      const res = await call('PATCH', `/service_report/${id}`, dealer, { recording });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBe(400700);
    }
    // Every channel full with long numbers passes the schema but not the size limit.
    const long = (name: string) => channel(name, 'unit-with-16-ch', RECORDING_MAX_SAMPLES, (i) => i * 250);
    const huge = {
      ...RECORDING,
      channels: LiveSignal.map((n) => ({
        ...long(n),
        samples: long(n).samples.map(([t]) => [t, 12345.678901234567]),
      })),
    };
    const big = await call('PATCH', `/service_report/${id}`, dealer, { recording: huge });
    expect(big.json().code).toBe(400700);
    expect((await call('GET', `/service_report/${id}`, dealer)).json().result.recording).toBeNull();
  });

  it("refuses another shop's claim and report, and changes nothing", async () => {
    const claim = await call('POST', '/claim', dealer, {
      vin: DANGER.vin,
      part_type: 'controller',
      serial: CONTROLLER.barcode,
    });
    const otherClaim = await call('PATCH', `/claim/${claim.json().result.id}`, harbor, {
      recording: RECORDING,
    });
    expect(otherClaim.json().code).toBe(404000);
    const report = (await call('POST', '/service_report/', dealer, { workspace_id: workspaceId })).json()
      .result;
    const otherReport = await call('PATCH', `/service_report/${report.id}`, harbor, { recording: RECORDING });
    expect(otherReport.statusCode).toBe(404);
    expect(
      (await call('GET', `/claim/${claim.json().result.id}`, dealer)).json().result.recording,
    ).toBeNull();
    expect((await call('GET', `/service_report/${report.id}`, dealer)).json().result.recording).toBeNull();
  });
});
