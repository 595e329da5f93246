// `npm run firmware -w apps/api -- publish <file> --part <code> --kind <kind> --version <x.y.z>
//    --hardware <hw>[,<hw>…] [--note "release note"]`: signs an image with the firmware key and adds
//    it to the catalogue.
// `npm run firmware -w apps/api -- withdraw <image id>`: the catalogue no longer offers the image.
// With `--targets-key <file>…` (the offline targets keys) publish and withdraw also sign new TUF
// targets, so the bridges see the change; publish takes `--security-version <n>` (anti-rollback,
// never below the part's highest). The tuf-* verbs keep the TUF repository (firmware-tuf.ts).
// Each change is written to the audit log (subject firmware) as the system's act. A relative file is
// read from where npm was started, not from apps/api. Reads DATABASE_URL when set, otherwise the
// embedded database in DATA_DIR; PGlite allows one process per data folder, so stop the portal first
// when it runs on the embedded database. The database must have been started by this version of the
// portal once (its start applies the migrations).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Db } from '../src/db/database.ts';
import { openPortalDatabase, operatorConfig } from './operator-command.ts';
import { TUF_USAGE, isTufRefusal, parseTuf, type TufJob } from './firmware-tuf.ts';
import { readKeyFile } from '../src/modules/firmware/tuf/tuf-keys.ts';
import { signTargets } from '../src/modules/firmware/tuf/tuf-repository.ts';
import { current } from '../src/modules/firmware/tuf/tuf-store.ts';
import {
  FirmwareCatalogueError,
  checkImageSize,
  publishFirmware,
  withdrawFirmware,
  type PublishRequest,
} from '../src/modules/firmware/firmware-publish.service.ts';

const USAGE = [
  'Usage: npm run firmware -w apps/api -- publish <file> --part <part_spec_code> --kind <kind>',
  '         --version <x.y.z> --hardware <hw>[,<hw>…] [--note "release note"]',
  '         [--security-version <n>] [--targets-key <file>…]',
  '       npm run firmware -w apps/api -- withdraw <image id> [--targets-key <file>…]',
  ...TUF_USAGE,
].join('\n');

type Command =
  | { verb: 'publish'; file: string; request: Omit<PublishRequest, 'image'>; targetsKeys: string[] }
  | { verb: 'withdraw'; id: number; targetsKeys: string[] };

/** The command the arguments name, or undefined when they name none (usage). */
function parse(args: string[]): Command | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        part: { type: 'string' },
        kind: { type: 'string' },
        version: { type: 'string' },
        hardware: { type: 'string' },
        note: { type: 'string' },
        'security-version': { type: 'string' },
        'targets-key': { type: 'string', multiple: true },
      },
    });
  } catch {
    return undefined;
  }
  const { values: all, positionals } = parsed;
  const { 'targets-key': targetsKeys = [], ...v } = all;
  const [verb, target, ...rest] = positionals;
  if (!target || rest.length) return undefined;
  if (verb === 'withdraw') {
    const id = /^\d{1,9}$/.test(target) ? Number(target) : 0;
    return id > 0 && Object.keys(v).length === 0 ? { verb, id, targetsKeys } : undefined;
  }
  const security = v['security-version'];
  if (security !== undefined && !/^[1-9]\d{0,8}$/.test(security)) return undefined;
  if (verb !== 'publish' || !v.part || !v.kind || !v.version || v.hardware === undefined) return undefined;
  const request = {
    partSpecCode: v.part,
    kind: v.kind,
    version: v.version,
    hardwareVersions: v.hardware.split(','),
    ...(v.note !== undefined ? { releaseNote: v.note } : {}),
    ...(security !== undefined ? { securityVersion: Number(security) } : {}),
  };
  return { verb, file: target, request, targetsKeys };
}

/** The image file's bytes; a refusal (missing, not a file, empty, too large) as a FirmwareCatalogueError. */
function readImage(file: string): Buffer {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new FirmwareCatalogueError(`cannot read ${file}: no such file`);
  }
  if (!stat.isFile()) throw new FirmwareCatalogueError(`${file} is not a file`);
  // Checked before reading, so a wrong path to a huge file is refused without loading it.
  checkImageSize(stat.size);
  return fs.readFileSync(file);
}

/**
 * What the command does once the database is open, and the message it prints. The image is read
 * now, so a bad file is refused before the database is opened.
 */
function prepare(command: Command, cwd: string): (db: Db) => Promise<string> {
  const sign = tufFollowUp(command.targetsKeys, cwd);
  if (command.verb === 'withdraw')
    return async (db) => {
      const entry = await withdrawFirmware(db, null, command.id);
      return (
        `Withdrew firmware image ${entry.id} (${entry.kind} ${entry.version}): no longer offered; recorded in the audit log.` +
        (await sign(db))
      );
    };
  const image = readImage(path.resolve(cwd, command.file));
  return async (db) => {
    const entry = await publishFirmware(db, null, { ...command.request, image });
    return (
      `Published firmware image ${entry.id}: ${command.request.partSpecCode} ${entry.kind} ${entry.version} ` +
      `for hardware ${entry.hardwareVersions.join(', ')} (${entry.size} bytes, sha256 ${entry.sha256}); ` +
      'recorded in the audit log.' +
      (await sign(db))
    );
  };
}

/**
 * After a catalogue change: new TUF targets when the operator gave the targets keys, else a note
 * that bridges still see the old targets until they are signed (a repository without a root: none).
 */
function tufFollowUp(files: string[], cwd: string): (db: Db) => Promise<string> {
  const keys = files.map((f) => readKeyFile(path.resolve(cwd, f)));
  return async (db) => {
    if (keys.length) return ` Signed TUF targets version ${await signTargets(db, keys)}.`;
    if (!(await current(db, 'root'))) return '';
    return ' TUF targets are unchanged: bridges see this once targets are signed (tuf-sign-targets --targets-key …).';
  };
}

/**
 * The job the arguments name, its files already read (a bad image or key file throws a refusal
 * before any database is opened); undefined for a usage error. Tests run a job on their database.
 */
export function firmwareJob(args: string[], cwd: string): TufJob | undefined {
  if (args[0]?.startsWith('tuf-')) return parseTuf(args, cwd);
  const command = parse(args);
  return command && { db: prepare(command, cwd) };
}

export async function firmware(
  args: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const cwd = env.INIT_CWD ?? process.cwd();
  const refused = (err: unknown) => {
    if (!(err instanceof FirmwareCatalogueError) && !isTufRefusal(err)) throw err;
    print(`Refused: ${err.message}`);
    return 1;
  };
  // npm runs workspace scripts in apps/api; INIT_CWD is where the operator typed the command.
  // Files (image, key files) are read now, so a bad one is refused before the database opens.
  let job: TufJob | undefined;
  try {
    job = firmwareJob(args, cwd);
  } catch (err) {
    return refused(err);
  }
  if (!job) {
    print(USAGE);
    return 2;
  }
  if ('offline' in job) {
    try {
      print(job.offline());
      return 0;
    } catch (err) {
      return refused(err);
    }
  }
  const config = operatorConfig(env, print);
  if (!config) return 1;
  const database = await openPortalDatabase(config, print);
  try {
    print(await job.db(database.db));
    return 0;
  } catch (err) {
    return refused(err);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await firmware(process.argv.slice(2), process.env, (line) => console.log(line));
}
