// The demo's own firmware repository (npm start with SEED_DEMO_DATA): made on first start with DEMO
// keys derived from public seeds, so anyone can sign with them — never for production. Being
// derived, the demo root is the same on every machine, and the bridge package ships it as its
// initial root (apps/bridge/trust/initial-root.json, pinned by hash). The offline keys are written
// to the data folder so the operator commands work in the demo (publish, withdraw, rotate).
import { createPrivateKey, createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/database.ts';
import { signingKeyFrom, writeKeyFile, type OfflineKey, type TufRole } from './tuf-keys.ts';
import { onlineKey } from './tuf-online.ts';
import { initRepository } from './tuf-repository.ts';
import { current } from './tuf-store.ts';

/** Fixed, so the demo root's bytes (and the bridge's pin) never change. */
const DEMO_EXPIRES = new Date('2036-01-01T00:00:00Z');
const DEMO_KEYS_FOLDER = 'tuf-demo-keys';
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** A DEMO key: its private half is SHA-256 of a public phrase. */
function demoKey(role: TufRole): OfflineKey {
  const seed = createHash('sha256').update(`dealer-portal DEMO firmware TUF ${role} key`).digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return {
    ...signingKeyFrom(privateKey),
    role,
    holder: `DEMO ${role} key (public seed, not for production)`,
  };
}

/** Makes the demo repository once; writes the demo offline keys to dataDir unless in memory. */
export async function seedDemoTufRepository(db: Db, dataDir: string, now = new Date()): Promise<void> {
  if (await current(db, 'root')) return;
  await onlineKey(db, 'snapshot', demoKey('snapshot'));
  await onlineKey(db, 'timestamp', demoKey('timestamp'));
  const [root, targets] = [demoKey('root'), demoKey('targets')];
  await initRepository(
    db,
    {
      rootKeys: [root],
      rootThreshold: 1,
      targetsKeys: [targets],
      targetsThreshold: 1,
      expires: DEMO_EXPIRES,
      targetsExpires: DEMO_EXPIRES,
    },
    now,
  );
  if (dataDir.startsWith('memory://')) return;
  const dir = path.join(dataDir, DEMO_KEYS_FOLDER);
  fs.mkdirSync(dir, { recursive: true });
  for (const k of [root, targets]) {
    const file = path.join(dir, `DEMO-${k.role}.key.json`);
    if (!fs.existsSync(file)) writeKeyFile(file, k.role, k.holder, k, true);
  }
  fs.writeFileSync(
    path.join(dir, 'README-DEMO.txt'),
    'DEMO firmware signing keys, derived from public seeds: anyone can sign with them.\n' +
      'Never use them in production; run the key ceremony (README, "Firmware trust") instead.\n',
  );
}
