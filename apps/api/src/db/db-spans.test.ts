// Traces carry database spans (issue 15): with a tracer provider running (as startTelemetry starts
// it for OTEL_EXPORTER_OTLP_ENDPOINT), each statement of each driver — PGlite in process, PGlite on
// its worker thread, a PostgreSQL server's pool — becomes a client span with the SQL text (never the
// values), inside the request's trace; a failing statement marks its span as failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { trace } from '@opentelemetry/api';
import { recordSpans } from '@dealer/server-env/span-recorder';
import { dropSchema, openDatabase, type Database } from './database.ts';
import { testDatabases } from '../test/test-api.ts';
import { seededDataDir, seededMemoryDatabase } from '../test/seeded-database.ts';

const spans = recordSpans('api-test', 'test');
afterAll(() => spans.shutdown());

const url = process.env.TEST_DATABASE_URL;
const schema = `db_spans_${process.pid}`;
const engines: [string, () => Promise<Database>][] = testDatabases().includes('postgres')
  ? [['a PostgreSQL pool', () => openDatabase({ url, schema })]]
  : [
      ['PGlite in process', seededMemoryDatabase],
      [
        'PGlite on its thread',
        async () => {
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-spans-'));
          return openDatabase({ dataDir: await seededDataDir(dataDir) });
        },
      ],
    ];

describe.each(engines)('database spans on %s', (_name, open) => {
  let database: Database;
  // Opening (a new cluster, its thread) takes the longest: a hook has the time for it.
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
    if (url && testDatabases().includes('postgres')) await dropSchema(url, schema);
  });

  it('makes a span per statement, in the active trace, failed when the statement fails', async () => {
    spans.reset();
    await trace.getTracer('test').startActiveSpan('GET /api/test', async (outer) => {
      await database.db.execute(sql`SELECT ${42}::int AS answer`);
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT 1 AS inside`);
          await tx.execute(sql`SELECT * FROM no_such_table`);
        })
        .catch(() => undefined);
      outer.end();
    });
    const finished = await spans.finished();
    const outer = finished.find((s) => s.name === 'GET /api/test')!;
    const db = finished.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    const answer = db.find((s) => String(s.attributes['db.query.text']).includes('AS answer'))!;
    expect(answer.name).toBe('SELECT');
    expect(answer.kind).toBe(2); // SpanKind.CLIENT
    expect(answer.attributes['db.query.text']).toMatch(/SELECT \$1::int AS answer/);
    expect(JSON.stringify(answer.attributes)).not.toContain('42');
    expect(answer.spanContext().traceId).toBe(outer.spanContext().traceId);
    const inside = db.find((s) => String(s.attributes['db.query.text']).includes('AS inside'));
    expect(inside, 'a statement inside a transaction').toBeDefined();
    const failed = db.find((s) => String(s.attributes['db.query.text']).includes('no_such_table'))!;
    expect(failed.status.code).toBe(2); // SpanStatusCode.ERROR
  });
});
