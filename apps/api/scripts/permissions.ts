// `npm run permissions -w apps/api -- <e-mail> <dealer|service_center|none>`: gives a user a
// permission set (or none). The change is written to the audit log as the system's act.
// Reads DATABASE_URL when set, otherwise the embedded database in DATA_DIR; PGlite allows one
// process per data folder, so stop the portal first when it runs on the embedded database.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openPortalDatabase, operatorConfig } from './operator-command.ts';
import { PermissionSetError, assignPermissionSet } from '../src/modules/user/user-permission.service.ts';

const USAGE = 'Usage: npm run permissions -w apps/api -- <e-mail> <dealer|service_center|none>';

export async function permissions(
  args: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const [email, set, ...rest] = args;
  if (!email || !set || rest.length) {
    print(USAGE);
    return 2;
  }
  const config = operatorConfig(env, print);
  if (!config) return 1;
  const database = await openPortalDatabase(config, print);
  try {
    const keys = await assignPermissionSet(database.db, null, email, set === 'none' ? null : set);
    print(`${email}: ${set} (${keys.length} permission keys); recorded in the audit log.`);
    return 0;
  } catch (err) {
    if (!(err instanceof PermissionSetError)) throw err;
    print(err.message);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await permissions(process.argv.slice(2), process.env, (line) => console.log(line));
}
