// Fails on a reference to a doc or decision that does not exist: "decision NNNN" / "decisions NNNN"
// and docs/decisions/NNNN in code and docs, paths to a docs/….md file in code and docs (from the
// repository root, or relative to the file when written ../docs/….md), and relative Markdown links.
// Only tracked and new files are read (git ls-files), so dependencies and build output are not.
// It also keeps the newcomer's reading path (README → docs/architecture.md → the new-route recipe)
// under READING_PATH_LIMIT lines in all.
// Usage: node scripts/doc-references.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const READING_PATH = ['README.md', 'docs/architecture.md', 'docs/recipes/new-route.md'];
export const READING_PATH_LIMIT = 1000;

/** The files worth reading under root: tracked or new, not ignored, of the kinds that cite docs. */
export function filesOf(root) {
  return (
    execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|js|md|css|json|html|sh)$/.test(f) && !f.endsWith('package-lock.json'))
      .filter((f) => fs.existsSync(path.join(root, f)))
      // Its own test names missing docs and decisions on purpose, as fixtures.
      .filter((f) => f !== 'scripts/doc-references.test.mjs')
  );
}

/** GitHub's anchors of a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingSlugs(file) {
  const headings = fs.readFileSync(file, 'utf8').matchAll(/^#{1,6} +(.+?) *#*$/gm);
  return new Set(
    [...headings].map(([, h]) =>
      h
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** Every reference in `files` (paths relative to root) to a doc or decision that is not there. */
export function findProblems(root, files) {
  const decisionsDir = path.join(root, 'docs/decisions');
  const decisionNumbers = new Set(
    (fs.existsSync(decisionsDir) ? fs.readdirSync(decisionsDir) : [])
      .map((f) => /^(\d{4})-/.exec(f)?.[1])
      .filter(Boolean),
  );
  const problems = new Set();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const lineOf = (index) => text.slice(0, index).split('\n').length;
    const report = (index, what) => problems.add(`${file}:${lineOf(index)}: ${what}`);
    for (const m of text.matchAll(/\b[Dd]ecisions? (\d{4})\b|docs\/decisions\/(\d{4})/g)) {
      const n = m[1] ?? m[2];
      if (!decisionNumbers.has(n)) report(m.index, `decision ${n} does not exist`);
    }
    // A path to a doc, not part of a URL or of a Markdown link (read below): docs/….md from the root,
    // ../docs/….md from the file.
    for (const m of text.matchAll(/(?<![\w/.-])(?<!\]\()((?:\.\.?\/)*)(docs\/[\w./-]+\.md)\b/g)) {
      const base = m[1] ? path.join(root, path.dirname(file), m[1]) : root;
      if (!fs.existsSync(path.join(base, m[2]))) report(m.index, `${m[0]} does not exist`);
    }
    if (file.endsWith('.md')) {
      for (const m of text.matchAll(/\]\((?!https?:|mailto:|#)([^)#\s]+)(?:#([^)]*))?\)/g)) {
        const target = path.join(root, path.dirname(file), decodeURIComponent(m[1]));
        if (!fs.existsSync(target)) report(m.index, `link to ${m[1]} does not resolve`);
        else if (m[2] && target.endsWith('.md') && !headingSlugs(target).has(m[2]))
          report(m.index, `link to ${m[1]}#${m[2]}: no such heading`);
      }
    }
  }
  return [...problems];
}

/** The reading path's length in lines, and a problem when it is over the limit. */
export function readingPath(root) {
  const lines = READING_PATH.map((f) => fs.readFileSync(path.join(root, f), 'utf8').split('\n').length - 1);
  const total = lines.reduce((a, b) => a + b, 0);
  const detail = READING_PATH.map((f, i) => `${f} ${lines[i]}`).join(' + ');
  return {
    total,
    problem:
      total < READING_PATH_LIMIT
        ? undefined
        : `reading path ${detail} = ${total} lines, over ${READING_PATH_LIMIT}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const files = filesOf(root);
  const problems = findProblems(root, files);
  const reading = readingPath(root);
  if (reading.problem) problems.push(reading.problem);
  if (problems.length) {
    console.error(`References to missing docs or decisions (${problems.length}):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `doc references: ${files.length} files, every decision and doc referenced exists; reading path ${reading.total} lines`,
  );
}
