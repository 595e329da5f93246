// `npm run permissions -w apps/api -- <e-mail> <dealer|service_center|none> [--center <id> --regions <id,id…>]`:
// gives a user a permission set (or none). A service center user is also assigned the service
// center they work for and the regions they serve (decision 2650): `--center` and `--regions` are
// required the first time and change the assignment later. Every change is written to the audit
// log as the system's act. Reads DATABASE_URL when set, otherwise the embedded database in DATA_DIR;
// PGlite allows one process per data folder, so stop the portal first when it runs on the embedded
// database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { openPortalDatabase, operatorConfig } from './operator-command.ts';
import { PermissionSetError, assignPermissionSet } from '../src/modules/user/user-permission.service.ts';
import {
  AssignmentError,
  assignServiceCenter,
  assignmentByEmail,
} from '../src/modules/account/service-center-assignment.service.ts';

const USAGE =
  'Usage: npm run permissions -w apps/api -- <e-mail> <dealer|service_center|none> [--center <id> --regions <id,id…>]';

interface Parsed {
  email: string;
  set: string;
  center?: number;
  regions?: number[];
}

function parse(args: string[]): Parsed | undefined {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { center: { type: 'string' }, regions: { type: 'string' } },
    });
    const [email, set, ...rest] = positionals;
    if (!email || !set || rest.length) return undefined;
    const number = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);
    const center = values.center !== undefined ? number(values.center) : undefined;
    const regions = values.regions?.split(',').map(number);
    if (Number.isNaN(center) || regions?.some(Number.isNaN)) return undefined;
    if ((center !== undefined || regions) && set !== 'service_center') return undefined;
    return { email, set, ...(center !== undefined ? { center } : {}), ...(regions ? { regions } : {}) };
  } catch {
    return undefined;
  }
}

export async function permissions(
  args: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const parsed = parse(args);
  if (!parsed) {
    print(USAGE);
    return 2;
  }
  const config = operatorConfig(env, print);
  if (!config) return 1;
  const database = await openPortalDatabase(config, print);
  const { email, set } = parsed;
  try {
    if (set === 'service_center') {
      const current = await assignmentByEmail(database.db, email);
      const center = parsed.center ?? current?.serviceCenterId;
      const regions = parsed.regions ?? current?.serviceRegionIds;
      if (center === undefined || !regions) {
        print(`${email} serves no service center yet: give --center <id> and --regions <id,id…>.`);
        return 2;
      }
      await assignServiceCenter(database.db, email, { serviceCenterId: center, serviceRegionIds: regions });
    }
    const keys = await assignPermissionSet(database.db, null, email, set === 'none' ? null : set);
    const where =
      parsed.center !== undefined || parsed.regions ? ', service center and regions assigned' : '';
    print(`${email}: ${set} (${keys.length} permission keys)${where}; recorded in the audit log.`);
    return 0;
  } catch (err) {
    if (!(err instanceof PermissionSetError) && !(err instanceof AssignmentError)) throw err;
    print(err.message);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await permissions(process.argv.slice(2), process.env, (line) => console.log(line));
}
