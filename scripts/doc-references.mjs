// Fails on a reference to a doc or decision that does not exist: "decision NNNN" / "decisions NNNN"
// and docs/decisions/NNNN in code and docs, repository paths under docs/ ending in .md, and relative
// Markdown links. Only tracked files are read (git ls-files), so dependencies and build output are not.
// Usage: node scripts/doc-references.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|md|css|json|html|sh)$/.test(f) && !f.endsWith('package-lock.json'))
  .filter((f) => fs.existsSync(path.join(root, f)));

const decisionNumbers = new Set(
  fs
    .readdirSync(path.join(root, 'docs/decisions'))
    .map((f) => /^(\d{4})-/.exec(f)?.[1])
    .filter(Boolean),
);

const problems = [];
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const report = (index, what) => problems.push(`${file}:${lineOf(index)}: ${what}`);
  for (const m of text.matchAll(/\b[Dd]ecisions? (\d{4})\b|docs\/decisions\/(\d{4})/g)) {
    const n = m[1] ?? m[2];
    if (!decisionNumbers.has(n)) report(m.index, `decision ${n} does not exist`);
  }
  // A repository path (not part of a URL): docs/… .md
  for (const m of text.matchAll(/(?<![\w/.-])docs\/[\w./-]+\.md\b/g)) {
    if (!fs.existsSync(path.join(root, m[0]))) report(m.index, `${m[0]} does not exist`);
  }
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(/\]\((?!https?:|mailto:|#)([^)#\s]+)(?:#[^)]*)?\)/g)) {
      const target = path.join(root, path.dirname(file), decodeURIComponent(m[1]));
      if (!fs.existsSync(target)) report(m.index, `link to ${m[1]} does not resolve`);
    }
  }
}

if (problems.length) {
  console.error(`References to missing docs or decisions (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`doc references: ${files.length} files, every decision and doc referenced exists`);
