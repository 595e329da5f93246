// The API's four users of Ajv (Fastify's validator compiler, fast-json-stringify, ajv-formats and
// env-schema) must load one installed copy: npm hoists the first Ajv it meets, and eslint's Ajv 6 used
// to win the root, so each user got a nested copy of Ajv 8 of its own — four copies of its modules,
// sources and compiled code in the API's heap, ~3.5 MB (decision 3309). The root's devDependency on
// Ajv 8 keeps it hoisted; this fails when an install nests it again.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = createRequire(import.meta.url);
const server = createRequire(here.resolve('@dealer/server-env'));

/** The folder of the Ajv that `pkg` loads. */
function ajvOf(pkg: string, from = here): string {
  const ajv = createRequire(from.resolve(pkg)).resolve('ajv');
  return ajv.slice(0, ajv.lastIndexOf(`${path.sep}ajv${path.sep}`) + 4);
}

describe('one Ajv for the whole API', () => {
  it('is the copy every user of Ajv loads', () => {
    const copies = new Set([
      ajvOf('@fastify/ajv-compiler'),
      ajvOf('fast-json-stringify', createRequire(here.resolve('@fastify/fast-json-stringify-compiler'))),
      ajvOf('ajv-formats', createRequire(here.resolve('@fastify/ajv-compiler'))),
      ajvOf('env-schema', server),
    ]);
    expect([...copies]).toHaveLength(1);
    expect(createRequire([...copies][0]! + path.sep)('./package.json').version).toMatch(/^8\./);
  });
});
