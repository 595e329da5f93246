// `npm test`: type checks, lint, then the suites by depth (root vitest.config.ts): unit, the API on
// PGlite, the API on the PostgreSQL server (when TEST_DATABASE_URL is set), the system tests with
// real peers (Chromium, pseudo-terminals, python-can), then the browser journeys in real Chromium.
// `npm test -- unit api-pglite` runs some steps only. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs one step
const results = { passed: 0, failed: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  console.log(`=== ${name} ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failures.push(name);
  return ok;
}

function vitest(name, configArgs) {
  const report = path.join(os.tmpdir(), `vitest-${name}-${process.pid}.json`);
  const ok = step(name, 'npx', [
    'vitest',
    'run',
    ...configArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    results.passed += json.numPassedTests;
    results.failed += json.numFailedTests;
    if (json.numTotalTests === 0) failures.push(`${name} ran no test`);
    fs.rmSync(report);
  } else if (!only.length || only.includes(name)) {
    results.failed += 1;
  }
  return ok;
}

step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('lint', 'npm', ['run', 'lint', '--silent']);
step('format', 'npx', ['prettier', '--check', '.']);
step('decisions', 'node', ['scripts/decisions-index.mjs', '--check']);
step('file-size', 'node', ['scripts/file-size.mjs']);
const projects = (...names) => names.flatMap((name) => ['--project', name]);
vitest('unit', projects('contracts', 'server-env', 'bike-sim', 'bridge', 'web'));
vitest('api-pglite', projects('api-pglite'));
if (process.env.TEST_DATABASE_URL) vitest('api-postgres', projects('api-postgres'));
vitest('system', projects('system-*'));
if (fs.existsSync(path.join(root, 'e2e/vitest.config.ts')))
  vitest('e2e', ['--config', 'e2e/vitest.config.ts']);

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(failures.length || results.failed ? 1 : 0);
