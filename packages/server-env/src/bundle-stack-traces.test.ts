// The bundle's own frames map to their TypeScript places through its source maps, read only when a
// trace is formatted; Node's source maps stay off (they would keep every package's map). The fixture
// is bundled by esbuild as scripts/build-server.mjs bundles the servers (linked maps, this module
// injected) and run by plain `node`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const here = import.meta.dirname;
const root = path.resolve(here, '../../..');

it("names the TypeScript place of the bundle's frames, and leaves Node's source maps off", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-traces-'));
  fs.writeFileSync(
    path.join(dir, 'entry.ts'),
    `import { failHere } from ${JSON.stringify(path.join(here, 'fixtures/thrower.ts'))};
     try { failHere(); } catch (err) {
       console.log(JSON.stringify({ stack: err.stack, nodeMaps: process.sourceMapsEnabled ?? null }));
     }
     const internal = (() => { try { Buffer.alloc(-1); } catch (err) { return err.stack; } })();
     console.log(JSON.stringify({ internal }));`,
  );
  await build({
    entryPoints: [path.join(dir, 'entry.ts')],
    outdir: path.join(dir, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    sourcemap: 'linked',
    sourcesContent: false,
    minifyWhitespace: true,
    inject: [path.join(root, 'scripts/lib/bundle-stack-traces.mjs')],
    logLevel: 'silent',
  });
  const out = execFileSync(process.execPath, [path.join(dir, 'dist/entry.mjs')], { encoding: 'utf8' });
  const [thrown, internal] = out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const stack = thrown!.stack as string;
  expect(stack.split('\n')[0]).toBe('TypeError: failed in the fixture');
  // failHere's throw: line 3, column 9 of the fixture.
  expect(stack).toContain(`${path.join(here, 'fixtures/thrower.ts')}:3:9`);
  expect(stack).not.toContain('entry.mjs');
  expect(thrown!.nodeMaps).not.toBe(true);
  // Node's own errors keep their code in the first line, and their frames in Node's internals.
  expect(internal!.internal).toMatch(/^RangeError \[ERR_OUT_OF_RANGE\]: /);
  expect(internal!.internal).toContain('node:buffer');
  fs.rmSync(dir, { recursive: true, force: true });
});
