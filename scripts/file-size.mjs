// Files stay small: no tracked source file over 250 lines, generated code (*.gen.ts) aside. Files that
// were longer when the gate came are listed in scripts/file-size-baseline.json with their length then:
// they may shrink, never grow, and leave the list once under the limit (the check says so). A new file
// over the limit fails. `node scripts/file-size.mjs` checks; exit 1 names each file and its length.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MAX_LINES = 250;
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|css|sql|py|sh)$/;
const GENERATED = /\.gen\.ts$/;

const root = path.resolve(import.meta.dirname, '..');
const baselineFile = path.join(import.meta.dirname, 'file-size-baseline.json');
const baseline = JSON.parse(fs.readFileSync(baselineFile, 'utf8'));

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => SOURCE.test(f) && !GENERATED.test(f) && fs.existsSync(path.join(root, f)));

const lineCount = (file) => {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};

const problems = [];
for (const file of files) {
  const lines = lineCount(file);
  const allowed = baseline[file];
  if (allowed === undefined && lines > MAX_LINES)
    problems.push(`${file}: ${lines} lines (limit ${MAX_LINES}): split it`);
  else if (allowed !== undefined && lines > allowed)
    problems.push(`${file}: ${lines} lines, more than its ${allowed} when the gate came: split it`);
  else if (allowed !== undefined && lines <= MAX_LINES)
    problems.push(`${file}: now ${lines} lines: remove it from scripts/file-size-baseline.json`);
}
for (const file of Object.keys(baseline))
  if (!files.includes(file)) problems.push(`${file}: gone: remove it from scripts/file-size-baseline.json`);

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${files.length} source files, none over ${MAX_LINES} lines beyond the baseline`);
