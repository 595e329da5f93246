// The firmware catalogue's writes (publish, withdraw) and what they check: the part spec, a version
// already taken, the highest security version so far.
import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { FirmwareKind } from '@dealer/contracts';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { firmwareImages, partSpecs } from '../../db/tables/index.ts';

// Every column but the bytes: what the audit digests and the command prints. The image itself is
// represented by its size and SHA-256, and a 16 MiB value has no place in a digest's input.
const { image: _bytes, ...stateColumns } = getTableColumns(firmwareImages);

export async function catalogueEntryById(db: Db, id: number) {
  return (await db.select(stateColumns).from(firmwareImages).where(eq(firmwareImages.id, id)))[0];
}
export type CatalogueEntry = NonNullable<Awaited<ReturnType<typeof catalogueEntryById>>>;

/** An image's bytes as an insert value: passed as base64 text and decoded by the database. */
export const imageBytesValue = (image: Buffer): SQL => sql`decode(${image.toString('base64')}, 'base64')`;

export async function partSpecByCode(db: Db, code: string) {
  const [part] = await db.select().from(partSpecs).where(eq(partSpecs.code, code));
  return part;
}

/** The image of a part and kind holding this version rank (offered or withdrawn). */
export async function imageWithVersionRank(db: Db, partSpecId: number, kind: FirmwareKind, rank: number) {
  const [taken] = await db
    .select({ version: firmwareImages.version, withdrawnAt: firmwareImages.withdrawnAt })
    .from(firmwareImages)
    .where(
      and(
        eq(firmwareImages.partSpecId, partSpecId),
        eq(firmwareImages.kind, kind),
        eq(firmwareImages.versionRank, rank),
      ),
    );
  return taken;
}

/** Raises nothing, lowers nothing: the security version a new image of a part and kind starts from. */
export async function highestSecurityVersion(db: Db, partSpecId: number, kind: string): Promise<number> {
  const rows = await db
    .select({ v: firmwareImages.securityVersion })
    .from(firmwareImages)
    .where(and(eq(firmwareImages.partSpecId, partSpecId), eq(firmwareImages.kind, kind as 'application')));
  return rows.reduce((max, r) => Math.max(max, r.v), 1);
}

/** Stores a new image; undefined when its part, kind and version exist already (the unique key). */
export async function insertCatalogueEntry(
  db: Db,
  row: PgInsertValue<typeof firmwareImages>,
): Promise<CatalogueEntry | undefined> {
  const [entry] = await db.insert(firmwareImages).values(row).onConflictDoNothing().returning(stateColumns);
  return entry;
}

/** Withdraws an offered image; undefined when it was withdrawn already. */
export async function withdrawCatalogueEntry(
  db: Db,
  id: number,
  at: Date,
): Promise<CatalogueEntry | undefined> {
  const [after] = await db
    .update(firmwareImages)
    .set({ withdrawnAt: at })
    .where(and(eq(firmwareImages.id, id), isNull(firmwareImages.withdrawnAt)))
    .returning(stateColumns);
  return after;
}
