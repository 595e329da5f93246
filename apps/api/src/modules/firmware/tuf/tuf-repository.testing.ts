// A firmware TUF repository made by the operator commands (npm run firmware … tuf-key, tuf-init,
// publish, withdraw) on a test API served over HTTP, and a bridge on a simulated bike that trusts
// its root: what the trust tests of issue 30 attack. The demo repository the seed makes is cleared
// first, so the ceremony runs as an operator runs it: two of three root keys, two of three targets keys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { Metadata, TargetFile, Targets, Timestamp } from '@tufjs/models';
import { firmware, firmwareJob } from '../../../../scripts/firmware.ts';
import { createTestApi, type TestApi } from '../../../test/test-api.ts';
import { testBridge, type TestBridge } from '../../../../../bridge/src/test-support/test-bridge.ts';
import { SecurityVersions } from '../../../../../bridge/src/security/security-versions.ts';
import { TufFirmware } from '../../../../../bridge/src/security/tuf-firmware.ts';
import { onlineKey, renewOnline } from './tuf-online.ts';
import { readKeyFile, signerOf } from './tuf-keys.ts';
import { SPEC_VERSION, current, store, tufTime } from './tuf-store.ts';

export interface TrustWorld {
  api: TestApi;
  dir: string;
  repositoryUrl: string;
  /** Runs `npm run firmware -- …args` on the test API's database; returns what it printed. */
  operator(...args: string[]): Promise<string>;
  /** A bridge trusting the ceremony's root, with its own state folder. */
  bridge(options?: { state?: string; url?: string }): Promise<TestBridge & { state: string }>;
  targetsKeys: string[];
  close(): Promise<void>;
}

export async function trustWorld(): Promise<TrustWorld> {
  const api = await createTestApi('pglite');
  await api.database.sql.query('DELETE FROM tuf_metadata');
  await api.database.sql.query('DELETE FROM tuf_online_keys');
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const repositoryUrl = `http://127.0.0.1:${address.port}/api/tuf`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-tuf-'));
  const operator = async (...args: string[]) => {
    // Key files need no database: the command itself writes them.
    if (args[0] === 'tuf-key') {
      const lines: string[] = [];
      const code = await firmware(args, { INIT_CWD: dir }, (l) => lines.push(l));
      if (code !== 0) throw new Error(lines.join('\n'));
      return lines.join('\n');
    }
    const job = firmwareJob(args, dir);
    if (!job || !('db' in job)) throw new Error(`not a database command: ${args.join(' ')}`);
    return job.db(api.database.db);
  };
  for (const n of [1, 2, 3]) {
    await operator('tuf-key', `root-${n}.json`, '--role', 'root', '--holder', `Root holder ${n}`);
    await operator('tuf-key', `targets-${n}.json`, '--role', 'targets', '--holder', `Release manager ${n}`);
  }
  const targetsKeys = ['--targets-key', 'targets-1.json', '--targets-key', 'targets-2.json'];
  await operator(
    'tuf-init',
    ...['--root-key', 'root-1.json', '--root-key', 'root-2.json', '--root-key', 'root-3.json'],
    ...['--root-threshold', '2', '--targets-threshold', '2', '--out', '1.root.json'],
    ...[
      '--targets-key',
      'targets-1.json',
      '--targets-key',
      'targets-2.json',
      '--targets-key',
      'targets-3.json',
    ],
  );
  const bridges: TestBridge[] = [];
  return {
    api,
    dir,
    repositoryUrl,
    operator,
    targetsKeys,
    async bridge({ state = fs.mkdtempSync(path.join(dir, 'bridge-')), url = repositoryUrl } = {}) {
      const t = await testBridge({
        scenario: 'firmware_update_available',
        trust: {
          mode: 'tuf',
          tuf: new TufFirmware({
            repositoryUrl: url,
            metadataDir: path.join(state, 'tuf-metadata'),
            initialRoot: fs.readFileSync(path.join(dir, '1.root.json')),
          }),
          securityVersions: new SecurityVersions(state),
          // Image links (decision 3003) point at the API, the backend this bridge trusts.
          imageOrigins: [new URL(repositoryUrl).origin],
        },
      });
      bridges.push(t);
      await t.connect();
      return { ...t, state };
    },
    async close() {
      for (const b of bridges) await b.close();
      await api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The attacker's mirror: full control of what the bridge receives (the API's database, its online
 * keys, the network path). Passes every request on to the API unless a test overrides a file.
 */
export async function attackerMirror(apiTufUrl: string) {
  const overrides = new Map<string, string | Buffer>();
  const server = http.createServer((req, res) => {
    const name = (req.url ?? '').replace(/^\/api\/tuf\//, '');
    const forged = overrides.get(name.replace(/^metadata\//, ''));
    if (forged !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(forged);
      return;
    }
    fetch(`${apiTufUrl}/${name}`)
      .then(async (r) => {
        res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'text/plain' });
        res.end(Buffer.from(await r.arrayBuffer()));
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/api/tuf`,
    serve: (file: string, body: string | Buffer) => overrides.set(file, body),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A timestamp signed with the API's online key, of any version and expiry (what a thief can make). */
export async function forgedTimestamp(api: TestApi, expires: Date): Promise<string> {
  const db = api.database.db;
  const latest = await current(db, 'timestamp');
  if (!latest) throw new Error('no timestamp yet');
  const md = new Metadata(
    new Timestamp({
      version: latest.metadata.signed.version + 1,
      specVersion: SPEC_VERSION,
      expires: tufTime(expires),
      snapshotMeta: latest.metadata.signed.snapshotMeta,
    }),
  );
  md.sign(signerOf(await onlineKey(db, 'timestamp')));
  return JSON.stringify(md.toJSON());
}

/**
 * New targets adding an image, signed with whatever keys the attacker holds and stored straight in
 * the database (no threshold check), then snapshot and timestamp signed with the online keys.
 */
export async function forgeTargets(api: TestApi, keyFiles: string[], image: Buffer, targetPath: string) {
  const db = api.database.db;
  const previous = await current(db, 'targets');
  if (!previous) throw new Error('no targets yet');
  const old = previous.metadata.signed;
  const targets = new Targets({
    version: old.version + 1,
    specVersion: SPEC_VERSION,
    expires: old.expires,
    targets: {
      ...old.targets,
      [targetPath]: new TargetFile({
        path: targetPath,
        length: image.length,
        hashes: { sha256: createHash('sha256').update(image).digest('hex') },
        unrecognizedFields: { custom: { ...Object.values(old.targets)[0]?.custom, version: '9.9.9' } },
      }),
    },
  });
  const md = new Metadata(targets);
  for (const f of keyFiles) md.sign(signerOf(readKeyFile(f)), true);
  // Signed by nothing offline at all: the online snapshot key stands in.
  if (keyFiles.length === 0) md.sign(signerOf(await onlineKey(db, 'snapshot')));
  await store(db, 'targets', md);
  await renewOnline(db);
}
