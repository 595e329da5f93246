// Signed firmware images for the demo part specs: every application version, a rescue image per
// board, HMI fonts and icons. Sizes and dates are fixed so the catalogue is the same on every start.
import { DemoPartSpecs, type FirmwareManifest } from '@dealer/contracts';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../database.ts';
import { firmwareImages } from '../tables/index.ts';
import { signingKey } from '../../identity/keys.ts';
import { demoImageBytes, sha256Hex, signedCatalogueRow } from '../../modules/firmware/firmware-signing.ts';
import { SEED_DATE } from './demo-fleet-parts.ts';

/** Image size: 64–96 KiB, fixed per image so the catalogue is the same on every start. */
const sizeFor = (key: string) =>
  64 * 1024 + (Number.parseInt(sha256Hex(Buffer.from(key)).slice(0, 4), 16) % (32 * 1024));

export async function seedFirmware(db: Db, idOf: (code: string) => number): Promise<void> {
  const key = await signingKey(db, 'firmware');
  const rows: PgInsertValue<typeof firmwareImages>[] = [];
  const add = (
    code: string,
    kind: FirmwareManifest['kind'],
    version: string,
    hardwareVersions: string[],
    releasedAt: Date,
  ) => {
    const name = `${code}/${kind}/${version}`;
    const image = demoImageBytes(name, sizeFor(name));
    rows.push(
      signedCatalogueRow(
        {
          partSpecId: idOf(code),
          partSpecCode: code,
          kind,
          version,
          hardwareVersions,
          image,
          releaseNote: `${code} ${kind} ${version}`,
          releasedAt,
        },
        key,
      ),
    );
  };
  for (const spec of DemoPartSpecs) {
    spec.firmwareVersions.forEach((version, i) => {
      const released = new Date(SEED_DATE.getTime() - (spec.firmwareVersions.length - i) * 30 * 86_400_000);
      // The newest HMI image needs the 1.1 board (more flash): a hardware-version constraint.
      const hw =
        spec.code === 'HMI-D1' && i === spec.firmwareVersions.length - 1 ? ['1.1'] : spec.hardwareVersions;
      add(spec.code, spec.partType === 'dongle' ? 'connector' : 'application', version, hw, released);
    });
    if (spec.partType === 'dongle' || spec.firmwareVersions.length === 0) continue;
    // Rescue image per board: the newest application version that board can run.
    const rescueFor = new Map<string, string[]>();
    for (const hw of spec.hardwareVersions) {
      const newest =
        spec.code === 'HMI-D1' && hw !== '1.1' ? spec.firmwareVersions.at(-2) : spec.firmwareVersions.at(-1);
      if (newest) rescueFor.set(newest, [...(rescueFor.get(newest) ?? []), hw]);
    }
    for (const [version, hw] of rescueFor) add(spec.code, 'rescue', version, hw, SEED_DATE);
  }
  for (const v of ['2', '3']) add('HMI-D1', 'font', v, ['1.0', '1.1'], SEED_DATE);
  for (const v of ['4', '5']) add('HMI-D1', 'icon', v, ['1.0', '1.1'], SEED_DATE);
  for (const row of rows) await db.insert(firmwareImages).values(row);
}
