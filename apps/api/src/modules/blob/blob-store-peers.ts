// Several API processes on one PostgreSQL database must share one blob store: an image uploaded
// through one process is read through any other. A local BLOB_DIR on each machine loses every read
// that lands on another process, silently — so each process says it is there (a row in api_processes
// with a heartbeat, and a marker file named by its id in its BLOB_DIR), and a process that finds a
// live peer whose blob store it cannot see warns loudly: another S3 bucket, or a local folder where
// the peer's marker file does not show up (another machine's disk). A folder that really is shared
// (NFS, one host) shows the marker and passes. Cheap: one upsert and one select every 10 s.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiConfig } from '../../config/env.ts';
import type { SqlRunner } from '../../db/database.ts';

const MARKERS = '.api-processes';

export interface PeerCheckOptions {
  sql: SqlRunner;
  config: Pick<ApiConfig, 's3' | 'blobDir'>;
  warn: (message: string) => void;
  intervalMs?: number;
}

/** What another process compares: the S3 bucket, or 'local' (then the marker files decide). */
function blobStoreName(config: PeerCheckOptions['config']): string {
  const { endpoint, bucket } = config.s3;
  return endpoint && bucket ? `s3:${endpoint}/${bucket}` : 'local';
}

interface Peer {
  id: string;
  host: string;
  pid: number;
  blob_store: string;
}

/** Announces this process, checks its peers now and on every heartbeat; stop() leaves. */
export async function startBlobStorePeerCheck(o: PeerCheckOptions): Promise<{ stop(): Promise<void> }> {
  const id = randomUUID();
  const store = blobStoreName(o.config);
  const interval = o.intervalMs ?? 10_000;
  const markerDir = path.join(o.config.blobDir, MARKERS);
  if (store === 'local') {
    fs.mkdirSync(markerDir, { recursive: true });
    fs.writeFileSync(path.join(markerDir, id), `${os.hostname()} ${process.pid}\n`);
  }
  const warned = new Set<string>();
  const beat = async () => {
    await o.sql.query(
      `INSERT INTO api_processes (id, host, pid, blob_store) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET seen_at = now()`,
      [id, os.hostname(), process.pid, store],
    );
    // A process that died without leaving stays a day, for whoever looks, then goes.
    await o.sql.query(`DELETE FROM api_processes WHERE seen_at < now() - interval '1 day'`);
    const peers = await o.sql.query<Peer>(
      `SELECT id, host, pid, blob_store FROM api_processes
       WHERE id <> $1 AND seen_at > now() - make_interval(secs => $2)`,
      [id, (3 * interval) / 1000],
    );
    for (const peer of peers) {
      if (warned.has(peer.id)) continue;
      const shared =
        peer.blob_store === store && (store !== 'local' || fs.existsSync(path.join(markerDir, peer.id)));
      if (shared) continue;
      warned.add(peer.id);
      o.warn(
        `BLOB STORE NOT SHARED: another API process (${peer.host}, pid ${peer.pid}) serves this database ` +
          `with ${peer.blob_store === 'local' ? 'a local BLOB_DIR' : peer.blob_store} that this process ` +
          `(${store === 'local' ? `BLOB_DIR ${o.config.blobDir}` : store}) cannot see: images uploaded ` +
          'through one process are missing on the other. Give every process the same S3 bucket (S3_*) ' +
          'or the same shared folder as BLOB_DIR.',
      );
    }
  };
  await beat();
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= beat()
      .catch(() => undefined) // the database is away: readiness says so; try again next beat
      .finally(() => (running = undefined));
  }, interval);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await o.sql.query('DELETE FROM api_processes WHERE id = $1', [id]).catch(() => undefined);
      fs.rmSync(path.join(markerDir, id), { force: true });
    },
  };
}
