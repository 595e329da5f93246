// The firmware TUF repository's operator commands (README "Firmware trust", docs/decisions/3000):
//   tuf-key <file> --role root|targets --holder "<name>"     a new offline key file (no database)
//   tuf-init --root-key <f>… --root-threshold <n> --targets-key <f>… [--targets-threshold <n>]
//            --out <1.root.json>                               the key ceremony: root 1, then targets
//   tuf-sign-targets --targets-key <f>…                        new targets of the offered images
//   tuf-rotate --old-root-key <f>… --root-key <f>… --root-threshold <n> --targets-key <f>…
//            [--targets-threshold <n>] [--new-online-keys] --out <n.root.json>
// Key files stay with the operator: they are read here, never stored in the database.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../src/db/database.ts';
import {
  KeyFileError,
  newSigningKey,
  readKeyFile,
  writeKeyFile,
  type OfflineKey,
} from '../src/modules/firmware/tuf/tuf-keys.ts';
import {
  TufRepositoryError,
  initRepository,
  rotateRoot,
  signTargets,
} from '../src/modules/firmware/tuf/tuf-repository.ts';

export const TUF_USAGE = [
  '       npm run firmware -w apps/api -- tuf-key <file> --role root|targets --holder "<name>"',
  '       npm run firmware -w apps/api -- tuf-init --root-key <file>… --root-threshold <n>',
  '         --targets-key <file>… [--targets-threshold <n>] --out <1.root.json>',
  '       npm run firmware -w apps/api -- tuf-sign-targets --targets-key <file>…',
  '       npm run firmware -w apps/api -- tuf-rotate --old-root-key <file>… --root-key <file>…',
  '         --root-threshold <n> --targets-key <file>… [--targets-threshold <n>] [--new-online-keys] --out <file>',
];

export type TufJob = { offline: () => string } | { db: (db: Db) => Promise<string> };

const many = { type: 'string', multiple: true } as const;
const one = { type: 'string' } as const;

/** Reads the key files of one role; a missing or wrong file is refused before the database opens. */
function keys(files: string[] | undefined, role: 'root' | 'targets', cwd: string): OfflineKey[] {
  return (files ?? []).map((f) => {
    const key = readKeyFile(path.resolve(cwd, f));
    if (key.role !== role) throw new KeyFileError(`${f} is a ${key.role} key, not a ${role} key`);
    return key;
  });
}

const count = (v: string | undefined, fallback?: number) => {
  const n = v === undefined ? fallback : /^[1-9]\d{0,2}$/.test(v) ? Number(v) : NaN;
  if (n === undefined || Number.isNaN(n))
    throw new KeyFileError(`a threshold is a number from 1, got "${v}"`);
  return n;
};

/** The job the arguments name; undefined for a usage error. Throws KeyFileError on a bad key file. */
export function parseTuf(args: string[], cwd: string): TufJob | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        role: one,
        holder: one,
        'root-key': many,
        'old-root-key': many,
        'targets-key': many,
        'root-threshold': one,
        'targets-threshold': one,
        'new-online-keys': { type: 'boolean' },
        out: one,
      },
    });
  } catch {
    return undefined;
  }
  const { values: v, positionals } = parsed;
  const [verb, file, ...rest] = positionals;
  if (rest.length) return undefined;
  if (verb === 'tuf-key') {
    if (!file || (v.role !== 'root' && v.role !== 'targets') || !v.holder) return undefined;
    const target = path.resolve(cwd, file);
    const role = v.role;
    const holder = v.holder;
    return {
      offline: () => {
        if (fs.existsSync(target))
          throw new KeyFileError(`${target} exists: a key file is never overwritten`);
        const key = newSigningKey();
        writeKeyFile(target, role, holder, key);
        return `Wrote the ${role} key ${key.keyid} of ${holder} to ${target}: keep it offline.`;
      },
    };
  }
  if (file) return undefined;
  const targetsKeys = keys(v['targets-key'], 'targets', cwd);
  if (verb === 'tuf-sign-targets') {
    if (!targetsKeys.length) return undefined;
    return { db: async (db) => `Signed targets version ${await signTargets(db, targetsKeys)}.` };
  }
  if (verb !== 'tuf-init' && verb !== 'tuf-rotate') return undefined;
  const rootKeys = keys(v['root-key'], 'root', cwd);
  if (!rootKeys.length || !targetsKeys.length || !v.out || !v['root-threshold']) return undefined;
  const out = path.resolve(cwd, v.out);
  const request = {
    rootKeys,
    rootThreshold: count(v['root-threshold']),
    targetsKeys,
    targetsThreshold: count(v['targets-threshold'], 1),
  };
  const oldRootKeys = keys(v['old-root-key'], 'root', cwd);
  if (verb === 'tuf-rotate' && !oldRootKeys.length) return undefined;
  return {
    db: async (db) => {
      const root =
        verb === 'tuf-init'
          ? await initRepository(db, request)
          : await rotateRoot(db, { ...request, oldRootKeys, renewOnlineKeys: v['new-online-keys'] === true });
      const body = JSON.stringify(root.toJSON());
      fs.writeFileSync(out, body);
      const { createHash } = await import('node:crypto');
      const sha = createHash('sha256').update(body).digest('hex');
      return (
        `Signed root version ${root.signed.version} (expires ${root.signed.expires}) and targets; wrote ${out} ` +
        `(sha256 ${sha}).` +
        (root.signed.version === 1
          ? ' Ship it as apps/bridge/trust/initial-root.json with that hash as INITIAL_ROOT_SHA256 in apps/bridge/src/security/initial-root-pin.ts.'
          : ' Bridges fetch it themselves.')
      );
    },
  };
}

export const isTufRefusal = (err: unknown) =>
  err instanceof KeyFileError || err instanceof TufRepositoryError;
