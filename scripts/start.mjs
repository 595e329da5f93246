// `npm start`: builds the portal, the system bridge packages (served at /downloads/) and the servers
// (scripts/build-server.mjs) when missing or stale, then runs the API (serving both) and the system
// bridge with the bike simulator — compiled JavaScript run by plain `node`, as in production
// (decision 2601). Ctrl-C stops both cleanly; SIGTERM lets the API drain first (SHUTDOWN_GRACE_MS).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverCommand, serverEnvironment } from './build-server.mjs';
import { webBuildReason, writeWebBuildStamp } from './lib/web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist/index.html');

// The settings of the last portal build (VITE_*): a changed one rebuilds it (scripts/lib/web-build.mjs).
const webStamp = path.join(root, 'node_modules/.cache/dealer-portal/web-build-settings.json');
const rebuild = webBuildReason({
  distIndex: webDist,
  srcDir: path.join(root, 'apps/web/src'),
  stampFile: webStamp,
  env: process.env,
});
// WEB_DIST names a portal built elsewhere: that one is served as it is.
if (rebuild && !process.env.WEB_DIST && fs.existsSync(path.join(root, 'apps/web/vite.config.ts'))) {
  console.log(`Building the portal (${rebuild}) …`);
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeWebBuildStamp(webStamp, process.env);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
// The script decides itself whether they are stale (sources, version, portal origin).
const packages = spawnSync(tsx, ['scripts/build-bridge-packages.mjs', '--if-stale'], {
  cwd: root,
  stdio: 'inherit',
});
if (packages.status !== 0) process.exit(packages.status ?? 1);

// In a process of its own, so that no esbuild service stays beside the running servers.
const servers = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
  cwd: root,
  stdio: 'inherit',
});
if (servers.status !== 0) process.exit(servers.status ?? 1);

const children = [];
function run(name, server) {
  const [node, ...args] = serverCommand(server);
  const child = spawn(node, args, { cwd: root, stdio: 'inherit', env: serverEnvironment(process.env) });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
/** Passes the signal on (SIGTERM: the API drains for SHUTDOWN_GRACE_MS) and waits for both. */
function stop(code = 0, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  const grace = Number(process.env.SHUTDOWN_GRACE_MS) || 5000;
  const force = setTimeout(() => process.exit(code), grace + 70_000);
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => {
      clearTimeout(force);
      process.exit(code);
    },
  );
}
process.on('SIGINT', () => stop(0, 'SIGINT'));
process.on('SIGTERM', () => stop(0, 'SIGTERM'));

run('API', 'api');
run('System Bridge', 'bridge');
