// `npm start` runs the product as production does (decision 2601): the API and the system bridge are
// compiled JavaScript under plain `node`, with no TypeScript loader anywhere in the process tree — not
// tsx, not a --loader/--import hook, not Node's own type stripping, not through NODE_OPTIONS.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../../../scripts/build-server.mjs';
import { exited, freePort, repoRoot, serverDatabase, waitUntil } from './test/api-processes.ts';

/** Every process below `pid`, with its command line and NODE_OPTIONS, read from /proc. */
function descendants(pid: number): { pid: number; argv: string[]; nodeOptions: string }[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      // The command name is in parentheses and may hold spaces; the parent's pid is the 2nd field after it.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const below = (p: number): number[] =>
    [...parentOf].filter(([, parent]) => parent === p).flatMap(([child]) => [child, ...below(child)]);
  return below(pid).flatMap((p) => {
    try {
      const argv = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const env = fs.readFileSync(`/proc/${p}/environ`, 'utf8').split('\0');
      const nodeOptions = env.find((e) => e.startsWith('NODE_OPTIONS='))?.slice('NODE_OPTIONS='.length) ?? '';
      return [{ pid: p, argv, nodeOptions }];
    } catch {
      return [];
    }
  });
}

/** What would make Node run TypeScript: a loader package, a module hook flag, type stripping, a .ts file. */
const TYPESCRIPT_LOADER =
  /(^|[/\\])(tsx|ts-node|esno|esbuild-register|@swc-node)([/\\]|$)|^--(experimental-)?(loader|import|require)\b|^-r$|^--experimental-(strip|transform)-types|\.[cm]?tsx?$/;

describe('npm start', { timeout: 240_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
  let npm: ReturnType<typeof spawn> | undefined;
  let database: Awaited<ReturnType<typeof serverDatabase>> | undefined;
  afterAll(async () => {
    await stopNpm();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const stopNpm = async () => {
    if (!npm || npm.exitCode !== null) return npm?.exitCode;
    const tree = descendants(npm.pid!);
    // start.mjs (node scripts/start.mjs, not the shell that npm runs it in) passes the signal on to
    // both servers and ends when they have; npm then ends too.
    const start = tree.find((p) => path.basename(p.argv[0]!) === 'node' && p.argv[1] === 'scripts/start.mjs');
    if (start) process.kill(start.pid, 'SIGTERM');
    else npm.kill('SIGTERM');
    const code = await exited(npm);
    // Nothing of ours may outlive the test, whatever went wrong above: a process still there with the
    // same command line is ours (a pid taken over by another process has another).
    for (const p of tree) {
      try {
        if (fs.readFileSync(`/proc/${p.pid}/cmdline`, 'utf8') === `${p.argv.join('\0')}\0`)
          process.kill(p.pid, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }
    return code;
  };

  it('runs the API and the system bridge as compiled JavaScript under plain node, without a TypeScript loader', async () => {
    const [port, bridgePort] = [await freePort(), await freePort()];
    // A PostgreSQL server's database: seeded much faster than a fresh embedded one.
    database = await serverDatabase('npmstart');
    const log = path.join(dir, 'npm-start.log');
    const out = fs.openSync(log, 'w');
    npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        PORT: String(port),
        BRIDGE_PORT: String(bridgePort),
        DATA_DIR: path.join(dir, 'data'),
        DATABASE_URL: database.url,
        WEB_DIST: path.join(dir, 'no-web'), // a portal built elsewhere: npm start builds none
        DOWNLOADS_DIR: path.join(dir, 'downloads'),
        BRIDGE_SIM_STATE_DIR: path.join(dir, 'bike-sim'),
        BRIDGE_STATE_DIR: path.join(dir, 'bridge'),
        BRIDGE_TRUSTED_JWKS_URL: `http://localhost:${port}/api/keys/bridge.jwks`,
        BRIDGE_ALLOWED_ORIGINS: `http://localhost:${port}`,
        SHUTDOWN_GRACE_MS: '0',
        LOG_LEVEL: 'warn',
      },
    });
    const up = async (url: string) => (await fetch(url)).ok;
    await waitUntil(
      `the API and the bridge (log: ${log})`,
      async () => {
        if (npm!.exitCode !== null) throw new Error(fs.readFileSync(log, 'utf8'));
        return (
          (await up(`http://127.0.0.1:${port}/api/ready`)) && up(`http://127.0.0.1:${bridgePort}/health`)
        );
      },
      200_000,
    );

    const tree = descendants(npm.pid!);
    const servers = tree.filter((p) => p.argv.some((a) => /apps\/(api|bridge)\/dist\/server\.mjs$/.test(a)));
    const plain = (argv: string[]) => [
      path.basename(argv[0]!),
      ...argv.slice(1, -1),
      path.relative(repoRoot, argv.at(-1)!),
    ];
    // Plain node: V8's flags of decision 3113 and the file, nothing else; nothing TypeScript below npm.
    expect(servers.map((p) => plain(p.argv)).sort()).toEqual(
      [serverCommand('api'), serverCommand('bridge')].map(plain).sort(),
    );
    expect(servers.map((p) => plain(p.argv).at(-1))).toEqual(
      expect.arrayContaining(['apps/api/dist/server.mjs', 'apps/bridge/dist/server.mjs']),
    );
    for (const p of tree) {
      expect(
        p.argv.filter((a) => TYPESCRIPT_LOADER.test(a)),
        p.argv.join(' '),
      ).toEqual([]);
      expect(
        p.nodeOptions.split(/\s+/).filter((a) => TYPESCRIPT_LOADER.test(a)),
        p.argv.join(' '),
      ).toEqual([]);
    }
    // Stopped as an operator stops it: both servers end, and so does npm start, cleanly.
    expect(await stopNpm()).toBe(0);
  });
});
