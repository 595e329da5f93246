// The bridge's health and metrics after real traffic on the simulated bike: /health names version,
// driver and connection state; /metrics shows the UDS operations, CAN frames and the bus errors of
// that traffic move; every UDS request and ISO-TP transfer becomes a span when tracing runs.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BRIDGE_VERSION } from '@dealer/contracts';
import { recordSpans } from '@dealer/server-env/span-recorder';
import { testBridge, type TestBridge } from '../test-support/test-bridge.ts';

// In-memory spans, started before any request so the protocol layer's tracer reaches them.
const spans = recordSpans('bridge-test', BRIDGE_VERSION);
afterAll(() => spans.shutdown());

let t: TestBridge;
afterEach(() => t?.close());

/** The value of one sample line of the Prometheus text (0 when the series is absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('bridge health and metrics', () => {
  it('counts UDS operations, frames and spans of a connection and reports its health', async () => {
    t = await testBridge();
    const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const before = await metrics();
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toMatchObject({
      status: 'ok',
      version: BRIDGE_VERSION,
      driver: 'sim',
      connection: 'DISCONNECTED',
    });

    const conn = await t.app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: t.auth,
      payload: { connection_type: 'cable' },
    });
    expect(conn.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json().connection).toBe('CONNECTED');

    const after = await metrics();
    const read = 'bridge_uds_operations_total{service="readDataByIdentifier",outcome="ok"}';
    expect(sample(after, read)).toBeGreaterThan(sample(before, read));
    for (const direction of ['sent', 'received']) {
      const series = `bridge_can_frames_total{direction="${direction}"}`;
      expect(sample(after, series)).toBeGreaterThan(sample(before, series));
    }
    expect(after).toContain('# TYPE bridge_bus_errors_total counter');
    expect(after).toContain('# TYPE bridge_firmware_bytes_total counter');

    const finished = await spans.finished();
    const names = finished.map((s) => s.name);
    expect(names).toContain('UDS readDataByIdentifier');
    expect(names).toContain('ISO-TP send');
    const uds = finished.find((s) => s.name === 'UDS readDataByIdentifier')!;
    const child = finished.find(
      (s) => s.name === 'ISO-TP send' && s.parentSpanContext?.spanId === uds.spanContext().spanId,
    );
    expect(child).toBeDefined();
  });
});
