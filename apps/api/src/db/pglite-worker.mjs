// The embedded database in its own thread (see pglite-thread.ts): PGlite runs PostgreSQL compiled to
// WebAssembly synchronously, so on the API's thread every query stopped all HTTP work for its whole
// duration (docs/decisions/1300). Here it runs beside the event loop. Messages are answered one at a
// time in arrival order; the main thread keeps transactions whole.
// Plain JavaScript so the thread starts the same under tsx, vitest and plain node.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements.mjs';
import { pgliteStartParams } from './pglite-settings.mjs';

const db = await PGlite.create(workerData.dataDir, { startParams: pgliteStartParams });
// Each distinct SQL text is parsed and planned once (pglite-statements.mjs, decision 1307).
const statements = new PreparedStatements(db);
const keepText = (value) => value;

/** The fields of a PostgreSQL error that callers look at (code, constraint …), cloneable. */
function plainError(err) {
  const out = { message: err instanceof Error ? err.message : String(err) };
  for (const [key, value] of Object.entries(err ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  return out;
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const parsers = Object.fromEntries((message.textTypes ?? []).map((oid) => [oid, keepText]));
      const result = await statements.query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers,
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await db.exec(message.sql)).map((r) => ({
        rows: r.rows,
        fields: r.fields,
        affectedRows: r.affectedRows,
      }));
    case 'listen':
      await db.listen(message.channel, (payload) =>
        parentPort.postMessage({ notification: message.channel, payload }),
      );
      return null;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(() =>
    run(message).then(
      (result) => parentPort.postMessage({ id: message.id, result }),
      (err) => parentPort.postMessage({ id: message.id, error: plainError(err) }),
    ),
  );
});
parentPort.postMessage({ ready: true });
