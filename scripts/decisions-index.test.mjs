// The decision-record checks of decisions-index.mjs on records written into a temporary folder.
// Run: node --test scripts/decisions-index.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildIndex, readRecords } from './decisions-index.mjs';

const head = (id, lines) => `# ${id}. Record ${id}\n\n${lines.join('\n')}\n\nWhy.\n`;
const good = (id, status = 'current') => head(id, ['Area: Portal', 'Date: 2026-11-21', `Status: ${status}`]);

function folder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'decisions-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

test('complete records give no problem, and a superseded one is listed apart with its successor', () => {
  const { records, problems } = readRecords(
    folder({ '0001-old.md': good('0001', 'superseded by 0002'), '0002-new.md': good('0002') }),
  );
  assert.deepEqual(problems, []);
  const index = buildIndex(records);
  const [current, superseded] = index.split('## Superseded');
  assert.match(
    current,
    /## Portal\n\nGuide: \[web\.md\]\(\.\.\/web\.md\)\n\n- 2026-11-21 \[0002\]\(0002-new\.md\)/,
  );
  assert.doesNotMatch(current, /0001-old/);
  assert.match(superseded, /\[0001\]\(0001-old\.md\) Record 0001 → \[0002\]\(0002-new\.md\)/);
});

test('a record without a date, a status or a known area is named with what to add', () => {
  const { problems } = readRecords(
    folder({
      '0001-a.md': head('0001', ['Area: Portal', 'Status: current']),
      '0002-b.md': head('0002', ['Area: Portal', 'Date: 2026-11-21']),
      '0003-c.md': head('0003', ['Area: Bike sheds', 'Date: 2026-11-21', 'Status: current']),
      '0004-d.md': head('0004', ['Area: Portal', 'Date: 21 Nov', 'Status: maybe']),
      '0005-e.md': head('0005', ['Area: System bridge', 'Date: 2026-11-21', 'Status: current']),
    }),
  );
  const expected = [
    /^0001-a\.md: no "Date: YYYY-MM-DD" line$/,
    /^0002-b\.md: no "Status: current" or "Status: superseded by NNNN" line$/,
    /^0003-c\.md: area "Bike sheds" is none of: Repository and tests; /,
    /^0004-d\.md: date "21 Nov" is not YYYY-MM-DD$/,
    /^0004-d\.md: status "maybe" is neither "current" nor "superseded by NNNN"$/,
    /^0005-e\.md: area "System bridge" is now "Bridge and drive systems"$/,
  ];
  assert.equal(problems.length, expected.length, problems.join('\n'));
  expected.forEach((pattern, i) => assert.match(problems[i], pattern));
});

test('a successor that does not exist, and a number used twice, are problems', () => {
  const { problems } = readRecords(
    folder({
      '0001-a.md': good('0001', 'superseded by 0009'),
      '0002-b.md': good('0002'),
      '0002-c.md': good('0002'),
    }),
  );
  assert.deepEqual(problems, [
    '0002-c.md: number 0002 is also 0002-b.md',
    '0001-a.md: superseded by 0009, which does not exist',
  ]);
});
