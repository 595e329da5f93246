// The API's part of the TUF repository: the online snapshot and timestamp roles. Their keys live in
// the database (every API process signs with the same ones); their metadata expires soon, so a
// client that is cut off from fresh metadata (a freeze attack) refuses after a day at most. They
// are renewed when half their life is gone, by whichever process serves timestamp.json first.
import crypto from 'node:crypto';
import { MetaFile, Metadata, Snapshot, Timestamp } from '@tufjs/models';
import type { Db } from '../../../db/database.ts';
import { deleteOnlineKeys, insertOnlineKeyIfNone, onlineKeyRow } from './tuf-metadata.repository.ts';
import { newSigningKey, privatePem, signerOf, signingKeyFromPem, type TufSigningKey } from './tuf-keys.ts';
import { SPEC_VERSION, current, store, tufTime } from './tuf-store.ts';

export type OnlineRole = 'snapshot' | 'timestamp';

const HOUR = 3_600_000;
const ONLINE_LIFETIME_MS: Record<OnlineRole, number> = {
  snapshot: 7 * 24 * HOUR,
  timestamp: 24 * HOUR,
};

/** The role's online key, made on first use (or the one given, for the deterministic demo). */
export async function onlineKey(db: Db, role: OnlineRole, given?: TufSigningKey): Promise<TufSigningKey> {
  const read = () => onlineKeyRow(db, role);
  const row = await read();
  if (row) return signingKeyFromPem(row.privateKeyPem);
  const key = given ?? newSigningKey();
  // Two processes may race on first use; the loser reads the winner's key.
  await insertOnlineKeyIfNone(db, { role, keyid: key.keyid, privateKeyPem: privatePem(key) });
  const winner = await read();
  if (!winner) throw new Error(`the TUF ${role} key was not stored`);
  return signingKeyFromPem(winner.privateKeyPem);
}

/** Replaces the online keys (after a suspected API compromise); a new root must name them. */
export async function replaceOnlineKeys(db: Db): Promise<Record<OnlineRole, TufSigningKey>> {
  await deleteOnlineKeys(db);
  return { snapshot: await onlineKey(db, 'snapshot'), timestamp: await onlineKey(db, 'timestamp') };
}

const due = (expires: string, role: OnlineRole, now: Date) =>
  new Date(expires).getTime() - now.getTime() < ONLINE_LIFETIME_MS[role] / 2;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Brings snapshot and timestamp up to date: a new snapshot when targets changed or the snapshot is
 * half expired, a new timestamp when the snapshot changed or the timestamp is half expired. Does
 * nothing on a repository without targets yet. Returns whether anything was signed.
 */
export async function renewOnline(db: Db, now = new Date()): Promise<boolean> {
  const [root, targets] = [await current(db, 'root'), await current(db, 'targets')];
  if (!root || !targets) return false;
  let snapshot = await current(db, 'snapshot');
  const listed = snapshot?.metadata.signed.meta['targets.json']?.version;
  let renewed = false;
  if (
    !snapshot ||
    listed !== targets.metadata.signed.version ||
    due(snapshot.metadata.signed.expires, 'snapshot', now)
  ) {
    const md = new Metadata(
      new Snapshot({
        version: (snapshot?.metadata.signed.version ?? 0) + 1,
        specVersion: SPEC_VERSION,
        expires: tufTime(new Date(now.getTime() + ONLINE_LIFETIME_MS.snapshot)),
        meta: { 'targets.json': new MetaFile({ version: targets.metadata.signed.version }) },
      }),
    );
    md.sign(signerOf(await onlineKey(db, 'snapshot')));
    await store(db, 'snapshot', md);
    snapshot = await current(db, 'snapshot');
    renewed = true;
  }
  if (!snapshot) return renewed;
  const timestamp = await current(db, 'timestamp');
  const pointsAt = timestamp?.metadata.signed.snapshotMeta.version;
  if (
    !timestamp ||
    pointsAt !== snapshot.metadata.signed.version ||
    due(timestamp.metadata.signed.expires, 'timestamp', now)
  ) {
    const md = new Metadata(
      new Timestamp({
        version: (timestamp?.metadata.signed.version ?? 0) + 1,
        specVersion: SPEC_VERSION,
        expires: tufTime(new Date(now.getTime() + ONLINE_LIFETIME_MS.timestamp)),
        snapshotMeta: new MetaFile({
          version: snapshot.metadata.signed.version,
          length: Buffer.byteLength(snapshot.body),
          hashes: { sha256: sha256(snapshot.body) },
        }),
      }),
    );
    md.sign(signerOf(await onlineKey(db, 'timestamp')));
    await store(db, 'timestamp', md);
    renewed = true;
  }
  return renewed;
}
