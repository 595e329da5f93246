// The reference check of doc-references.mjs on a small tree in a temporary folder, and the newcomer's
// reading path of this repository. Run: node --test scripts/doc-references.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findProblems, READING_PATH_LIMIT, readingPath } from './doc-references.mjs';

function tree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-refs-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return { root, files: Object.keys(files) };
}

const docs = {
  'docs/decisions/0001-a.md': '# 0001. A\n',
  'docs/guide.md':
    '# Guide\n\n## Firmware trust (TUF)\n\nSee [the record](decisions/0001-a.md) and [top](#top).\n',
};

test('references that resolve are no problem', () => {
  const { root, files } = tree({
    ...docs,
    'README.md':
      'Read [the guide](docs/guide.md#firmware-trust-tuf), docs/guide.md and https://example.com/docs/gone.md.\n',
    'apps/x/src/a.ts': '// why: decision 0001, docs/guide.md, ../../../docs/guide.md\n',
  });
  assert.deepEqual(findProblems(root, files), []);
});

test('a missing decision, a missing doc from code or a doc, and a dead relative link are each named', () => {
  const { root, files } = tree({
    ...docs,
    'README.md': 'Read [the guide](docs/gone.md) and [its part](docs/guide.md#firmware-trust).\n',
    'docs/other.md': 'As decision 0002 says, see docs/missing.md.\n',
    'apps/x/src/a.ts': '// see ../../../docs/also-missing.md\n',
  });
  assert.deepEqual(findProblems(root, files).sort(), [
    'README.md:1: link to docs/gone.md does not resolve',
    'README.md:1: link to docs/guide.md#firmware-trust: no such heading',
    'apps/x/src/a.ts:1: ../../../docs/also-missing.md does not exist',
    'docs/other.md:1: decision 0002 does not exist',
    'docs/other.md:1: docs/missing.md does not exist',
  ]);
});

test(`the newcomer's reading path (README, architecture, new-route recipe) is under ${READING_PATH_LIMIT} lines`, () => {
  const { total, problem } = readingPath(path.resolve(import.meta.dirname, '..'));
  assert.equal(problem, undefined);
  assert.ok(total > 100, `counted ${total} lines: the files were not read`);
});
