// The TUF repository's tables: signed metadata per role and version, the online keys, the names of the
// offline keys' holders, and the offered images as targets.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  firmwareImages,
  partSpecs,
  tufKeyHolders,
  tufMetadata,
  tufOnlineKeys,
} from '../../../db/tables/index.ts';
import type { TufRole } from './tuf-keys.ts';

type OnlineKeyRow = typeof tufOnlineKeys.$inferSelect;

/** The served text of a role's newest version. */
export async function newestMetadataBody(db: Db, role: TufRole): Promise<string | undefined> {
  const [row] = await db
    .select({ body: tufMetadata.body })
    .from(tufMetadata)
    .where(eq(tufMetadata.role, role))
    .orderBy(desc(tufMetadata.version))
    .limit(1);
  return row?.body;
}

export async function metadataBody(db: Db, role: TufRole, version: number): Promise<string | undefined> {
  const [row] = await db
    .select({ body: tufMetadata.body })
    .from(tufMetadata)
    .where(and(eq(tufMetadata.role, role), eq(tufMetadata.version, version)));
  return row?.body;
}

/** Stores a version of a role; false when that version exists already. */
export async function insertMetadataVersion(db: Db, row: typeof tufMetadata.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(tufMetadata)
    .values(row)
    .onConflictDoNothing()
    .returning({ version: tufMetadata.version });
  return rows.length === 1;
}

export async function keyHoldersOf(db: Db, keyids: string[]) {
  return keyids.length ? db.select().from(tufKeyHolders).where(inArray(tufKeyHolders.keyid, keyids)) : [];
}

export async function saveKeyHolder(db: Db, keyid: string, holder: string): Promise<void> {
  await db
    .insert(tufKeyHolders)
    .values({ keyid, holder })
    .onConflictDoUpdate({ target: tufKeyHolders.keyid, set: { holder } });
}

export async function onlineKeyRow(db: Db, role: OnlineKeyRow['role']): Promise<OnlineKeyRow | undefined> {
  return (await db.select().from(tufOnlineKeys).where(eq(tufOnlineKeys.role, role)))[0];
}

/** Stores a role's online key unless another process stored one first. */
export async function insertOnlineKeyIfNone(db: Db, row: typeof tufOnlineKeys.$inferInsert): Promise<void> {
  await db.insert(tufOnlineKeys).values(row).onConflictDoNothing();
}

export async function deleteOnlineKeys(db: Db): Promise<void> {
  await db.delete(tufOnlineKeys);
}

/** Every offered (not withdrawn) image with its part spec code, in id order. */
export function offeredImages(db: Db) {
  return db
    .select({
      id: firmwareImages.id,
      code: partSpecs.code,
      kind: firmwareImages.kind,
      version: firmwareImages.version,
      hardwareVersions: firmwareImages.hardwareVersions,
      size: firmwareImages.size,
      sha256: firmwareImages.sha256,
      securityVersion: firmwareImages.securityVersion,
    })
    .from(firmwareImages)
    .innerJoin(partSpecs, eq(partSpecs.id, firmwareImages.partSpecId))
    .where(isNull(firmwareImages.withdrawnAt))
    .orderBy(asc(firmwareImages.id));
}

/** The bytes of the offered image a target file names. */
export async function offeredImageBytes(
  db: Db,
  target: { partSpecCode: string; kind: string; sha256: string; version: string },
) {
  const [row] = await db
    .select({ image: firmwareImages.image })
    .from(firmwareImages)
    .innerJoin(partSpecs, eq(partSpecs.id, firmwareImages.partSpecId))
    .where(
      and(
        eq(partSpecs.code, target.partSpecCode),
        eq(firmwareImages.kind, target.kind as 'application'),
        eq(firmwareImages.sha256, target.sha256),
        eq(firmwareImages.version, target.version),
        isNull(firmwareImages.withdrawnAt),
      ),
    );
  return row?.image;
}
