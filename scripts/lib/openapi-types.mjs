// The one generator behind scripts/generate-api-types.mjs and scripts/generate-bridge-types.mjs: a
// server's OpenAPI document, built in-process, turned into TypeScript types for the portal by
// openapi-typescript. `--check` exits 1 when the generated file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '../..');

/** Imports a TypeScript module of the repository (the caller runs under tsx, see runTypeGenerator). */
export const importSource = (relative) => import(pathToFileURL(path.join(root, relative)).href);

/**
 * Writes (or with --check, compares) `generatedFile`: `header` then the types of the document that
 * `loadDocument` returns. `script` is the calling script's path, `what` names the types in messages.
 */
export async function runTypeGenerator({ script, generatedFile, header, what, loadDocument }) {
  // Plain `node` cannot import the servers' TypeScript: re-run under tsx when needed.
  if (!process.env.TSX_LOADED_FOR_GENERATE) {
    const res = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, TSX_LOADED_FOR_GENERATE: '1' },
    });
    process.exit(res.status ?? 1);
  }
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const doc = await loadDocument();
  const text = header + astToString(await openapiTS(JSON.parse(JSON.stringify(doc)), { alphabetize: true }));
  const relative = path.relative(root, generatedFile);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(generatedFile) ? fs.readFileSync(generatedFile, 'utf8') : '';
    if (current !== text) {
      console.error(`${relative} is stale: run node ${path.relative(root, script)}`);
      process.exit(1);
    }
    console.log(`${what} are up to date`);
  } else {
    fs.writeFileSync(generatedFile, text);
    console.log(`wrote ${relative}`);
  }
  process.exit(0); // the in-process server may leave handles open
}
