// `npm start`: builds the portal and the system bridge packages (served at /downloads/) when missing
// or stale, then runs the API (serving both) and the system bridge with the bike simulator. Ctrl-C
// stops both cleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const webSrc = path.join(root, 'apps/web/src');
const stale =
  !fs.existsSync(webDist) || (fs.existsSync(webSrc) && newestMtime(webSrc) > fs.statSync(webDist).mtimeMs);
if (stale && fs.existsSync(path.join(root, 'apps/web/vite.config.ts'))) {
  console.log('Building the portal …');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
// The script decides itself whether they are stale (sources, version, portal origin).
const packages = spawnSync(tsx, ['scripts/build-bridge-packages.mjs', '--if-stale'], {
  cwd: root,
  stdio: 'inherit',
});
if (packages.status !== 0) process.exit(packages.status ?? 1);

const children = [];
function run(name, entry) {
  if (!fs.existsSync(path.join(root, entry))) return;
  const child = spawn(tsx, [entry], { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => process.exit(code), 8000);
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => {
      clearTimeout(force);
      process.exit(code);
    },
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('API', 'apps/api/src/server.ts');
run('System Bridge', 'apps/bridge/src/server.ts');
