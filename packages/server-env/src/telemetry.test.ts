// Error reports reach a Sentry-compatible server when SENTRY_DSN is set; without it (and
// without an OTLP endpoint) neither SDK is even loaded.
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { reportServerError, startTelemetry } from './telemetry.ts';

const loaded = (pattern: RegExp) =>
  Object.keys(createRequire(import.meta.url).cache).some((f) => pattern.test(f));

// Loading Sentry's SDK is seconds of CPU: on a busy two-core machine more than Vitest's default 5 s.
describe('telemetry', { timeout: 60_000 }, () => {
  const received: string[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200).end('{}');
    });
  });
  afterAll(() => new Promise((done) => receiver.close(done)));

  it('loads neither SDK when nothing is configured', async () => {
    const telemetry = startTelemetry({ serviceName: 'test', release: '0.0.1', env: {} });
    expect(telemetry).toMatchObject({ errors: false, traces: false });
    reportServerError(new Error('nowhere to go'));
    await telemetry.shutdown();
    expect(loaded(/[\\/]@sentry[\\/]node[\\/]/)).toBe(false);
    expect(loaded(/[\\/]@opentelemetry[\\/]sdk-node[\\/]/)).toBe(false);
  });

  it('sends a server error to SENTRY_DSN with its release and environment', async () => {
    await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
    const { port } = receiver.address() as AddressInfo;
    const telemetry = startTelemetry({
      serviceName: 'test',
      release: '9.8.7',
      env: { SENTRY_DSN: `http://public@127.0.0.1:${port}/1`, SENTRY_ENVIRONMENT: 'test' },
    });
    expect(telemetry).toMatchObject({ errors: true, traces: false });
    reportServerError(new Error('controller answered garbage 42'));
    await telemetry.shutdown(); // flushes what is queued
    const report = received.find((body) => body.includes('controller answered garbage 42'));
    expect(report).toBeDefined();
    expect(report).toContain('"release":"9.8.7"');
    expect(report).toContain('"environment":"test"');
    expect(loaded(/[\\/]@opentelemetry[\\/]sdk-node[\\/]/)).toBe(false);
  });
});
