// Writes docs/decisions/README.md: the index of the decision records (one file per decision,
// `NNNN-title.md`, first line `# NNNN. Title`, a line `Area: …`). `--check` fails when the index is stale.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const indexFile = path.join(dir, 'README.md');

export function buildIndex() {
  const records = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}-[a-z0-9-]+\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const title = /^# \d{4}\. (.+)$/m.exec(text)?.[1] ?? file;
      const area = /^Area: (.+)$/m.exec(text)?.[1] ?? 'Other';
      return { file, id: file.slice(0, 4), title, area };
    });
  const areas = [...new Set(records.map((r) => r.area))];
  const lines = [
    '# Design decisions',
    '',
    'One short record per decision: what was decided where the spec is silent or says "not shown", and why.',
    "A new decision is a new file `NNNN-short-title.md` (next free number in its area's range) starting with",
    '`# NNNN. Title` and `Area: …`; then `node scripts/decisions-index.mjs` rewrites this index.',
    '',
  ];
  for (const area of areas) {
    lines.push(`## ${area}`, '');
    for (const r of records.filter((x) => x.area === area)) lines.push(`- [${r.id}](${r.file}) ${r.title}`);
    lines.push('');
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = buildIndex();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '';
    if (current !== index) {
      console.error('docs/decisions/README.md is stale: run node scripts/decisions-index.mjs');
      process.exit(1);
    }
  } else fs.writeFileSync(indexFile, index);
}
