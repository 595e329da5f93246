// What the test suites need from the machine besides Node (decision 3301): Chromium for the browser
// tests, poppler for reading PDF exports back, socat for a serial adapter that goes silent,
// python-can as the SLCAN peer, CJK fonts for Japanese, Korean and Chinese screens and PDFs,
// haproxy in front of several API processes, and Redis for the shared rate-limit counters. `npm test` installs the missing Debian packages itself
// when it runs as root with apt-get; otherwise it names them in one line and goes on (the tests that
// need one then fail saying what is missing). `.ci/run` installs the same list before it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { redisAnswers } from './test-redis.mjs';

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const onPath = (command) => succeeds('sh', ['-c', `command -v ${command}`]);
const chromiumGiven = () => Boolean(process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH));

/** Each Debian package with the check that it is there. */
const machinePackages = [
  { name: 'chromium', present: () => chromiumGiven() || onPath('chromium') },
  // The browser tests prefer the headless shell (less CPU per page) and fall back to chromium.
  { name: 'chromium-headless-shell', present: () => chromiumGiven() || onPath('chromium-headless-shell') },
  { name: 'poppler-utils', present: () => onPath('pdftoppm') && onPath('pdftotext') },
  { name: 'socat', present: () => onPath('socat') },
  { name: 'python3-can', present: () => succeeds('/usr/bin/python3', ['-c', 'import can']) },
  {
    name: 'fonts-noto-cjk',
    present: () => {
      try {
        return execFileSync('fc-list', [':lang=ja'], { encoding: 'utf8' }).trim() !== '';
      } catch {
        return false;
      }
    },
  },
  // In /usr/sbin, which is not on a normal user's PATH on Debian.
  { name: 'haproxy', present: () => onPath('haproxy') || fs.existsSync('/usr/sbin/haproxy') },
  // A Redis already serving (given, or on its port) will do; else npm test starts redis-server.
  {
    name: 'redis-server',
    present: async () =>
      Boolean(process.env.TEST_REDIS_URL) || onPath('redis-server') || (await redisAnswers(6379)),
  },
];

/** The steps of scripts/test.mjs that run tests (the checks of types, format and sizes need none). */
const TEST_STEPS = new Set(['e2e', 'unit', 'api-pglite', 'api-postgres', 'system']);

/**
 * Installs the missing packages when root can (apt-get), else prints the one line that names them.
 * Returns false only when an installation was tried and failed.
 */
export async function ensureMachinePackages(stepNames) {
  if (!stepNames.some((name) => TEST_STEPS.has(name))) return true;
  const missing = [];
  for (const p of machinePackages) if (!(await p.present())) missing.push(p.name);
  if (!missing.length) return true;
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (os.userInfo().uid !== 0 || !onPath('apt-get')) {
    console.log(`\n=== The tests need Debian packages not installed here; as root run: ${command}`);
    return true;
  }
  console.log(`\n=== Installing ${missing.join(' ')} (apt-get, as root) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status;
  if (apt('update', '-qq') === 0 && apt('install', '-y', '-qq', ...missing) === 0) return true;
  console.log(`=== apt-get could not install them; the tests that need them will fail (${command})`);
  return false;
}
