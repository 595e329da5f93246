// Builds the system bridge packages the portal's download links point at (BridgeInstaller of
// contracts): the bridge bundled into one file (esbuild), its serial-port library with the native
// prebuilds of the target OS, a start script and a README — a zip for Windows, a tar.gz for macOS —
// and SHA256SUMS beside them. Not a signed .exe/.dmg: those need the platforms' own tools and signing
// keys (docs/decisions/, "Bridge installer downloads"). The USB library of the gs_usb driver (usb,
// libusb prebuilds inside) ships the same way as the serial-port library. Run with tsx (it reads contracts' TypeScript):
//   tsx scripts/build-bridge-packages.mjs              build into DOWNLOADS_DIR (default .data/downloads)
//   tsx scripts/build-bridge-packages.mjs --if-stale   only when missing, older than the sources, or
//                                                      built for another portal origin
// The packages are built per environment: PUBLIC_URL (default http://localhost:8080) is the portal
// origin their start scripts allow and take the bridge's trusted keys from.
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BridgeInstaller } from '@dealer/contracts';
import { build } from 'esbuild';
import { tarGz, zip } from './lib/archive.mjs';
import { ServerBuilds } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.env.DOWNLOADS_DIR || path.join(root, '.data/downloads'));
const portalOrigin = new URL(process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 8080}`).origin;
const sources = [
  'apps/bridge/src',
  'apps/bridge/package.json',
  'apps/bridge/trust',
  'packages/contracts/src',
  'packages/bike-sim/src',
  'scripts/build-bridge-packages.mjs',
  'scripts/lib/archive.mjs',
];
const INFO = 'build-info.json';

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function isStale() {
  const info = path.join(outDir, INFO);
  if (!fs.existsSync(info)) return true;
  const built = JSON.parse(fs.readFileSync(info, 'utf8'));
  if (built.portalOrigin !== portalOrigin || built.version !== BridgeInstaller.version) return true;
  if (Object.values(BridgeInstaller.files).some((f) => !fs.existsSync(path.join(outDir, f)))) return true;
  return sources.some((s) => newestMtime(path.join(root, s)) > fs.statSync(info).mtimeMs);
}

/** The bridge and everything it imports in one ES module; serialport and usb stay outside (native addons). */
async function bundleBridge() {
  const result = await build({
    entryPoints: [path.join(root, 'apps/bridge/src/server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['serialport', 'usb'],
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
    // Bundled CommonJS dependencies still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __bridgeRequire } from 'node:module';\nconst require = __bridgeRequire(import.meta.url);",
    },
  });
  return Buffer.from(result.outputFiles[0].contents);
}

/** Sources and build inputs of the native packages, not needed at run time (prebuilds are). */
const BUILD_ONLY = {
  '@serialport/bindings-cpp': /^(src|test|tests|\.github|build)$/,
  usb: /^(src|test|libusb|libusb_config|\.github|build)$/,
};

/** serialport and usb and what they need, from the installed node_modules; native prebuilds of one OS only. */
function nativePackageFiles(prebuildOs) {
  const packages = new Set();
  const visit = (name) => {
    if (packages.has(name)) return;
    packages.add(name);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
    );
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep);
  };
  visit('serialport');
  visit('usb');
  const files = [];
  for (const name of packages) {
    const dir = path.join(root, 'node_modules', name);
    const walk = (rel) => {
      for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
        const child = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (/^prebuilds\/[^/]+$/.test(child) && !child.startsWith(`prebuilds/${prebuildOs}`)) continue;
          if (BUILD_ONLY[name]?.test(child)) continue;
          walk(child);
        } else if (entry.isFile())
          files.push({ name: `node_modules/${name}/${child}`, data: fs.readFileSync(path.join(dir, child)) });
      }
    };
    walk('');
  }
  return files;
}

const readme = (os) => `System Bridge ${BridgeInstaller.version} for the Dealer Portal (${portalOrigin})
${'='.repeat(60)}

The local helper between the portal in your browser and the bike: it talks to the bike's drive
system through the service connector (a USB-CAN adapter speaking SLCAN, or a candleLight/gs_usb
adapter) and listens on
http://127.0.0.1:3008 only. Built from the Dealer Portal repository; open source (Apache-2.0).

Requirements: Node.js 20.19 or newer (https://nodejs.org).

Start: ${os === 'windows' ? 'double-click start-bridge.cmd' : 'double-click start-bridge.command (first time: right-click, Open, as the package is not signed), or run ./start-bridge.command in a terminal'}.
Leave the window open while you work in the portal; close it to stop the bridge.

By default the bridge runs the bike simulator (a virtual e-bike, for training and trying the portal).
With a service connector plugged in, start it with
  BRIDGE_DRIVER=serial
  BRIDGE_SERIAL_PATH=${os === 'windows' ? 'COM3' : '/dev/tty.usbmodem1101'}   (the connector's serial port)
set in the environment; a candleLight/gs_usb adapter (USB 1d50:606f) with BRIDGE_DRIVER=gs_usb. Other settings (see the repository's docs/configuration.md):
  BRIDGE_ALLOWED_ORIGINS   portal origins allowed to call the bridge (default ${portalOrigin})
  BRIDGE_TRUSTED_JWKS_URL  where the portal's public keys are (default ${portalOrigin}/api/keys/bridge.jwks)
  BRIDGE_SIM_STATE_DIR     where the simulated bike keeps its state (default: data/bike-sim here)
  BRIDGE_STATE_DIR         trusted firmware metadata and security versions (default: data/bridge here)
  BRIDGE_BITRATE           CAN bitrate of the drive system (default 500000)

Check the download against SHA256SUMS published beside it.
`;

/** V8 flags of the bridge, as npm start runs it (ServerBuilds in build-server.mjs, decision 3113). */
const bridgeFlags = ServerBuilds.bridge.nodeFlags.join(' ');

const windowsStart = `@echo off\r
rem System Bridge ${BridgeInstaller.version}: needs Node.js 20.19 or newer (https://nodejs.org).\r
cd /d "%~dp0"\r
if not defined BRIDGE_ALLOWED_ORIGINS set "BRIDGE_ALLOWED_ORIGINS=${portalOrigin}"\r
if not defined BRIDGE_TRUSTED_JWKS_URL set "BRIDGE_TRUSTED_JWKS_URL=${portalOrigin}/api/keys/bridge.jwks"\r
if not defined BRIDGE_SIM_STATE_DIR set "BRIDGE_SIM_STATE_DIR=%~dp0data\\bike-sim"\r
if not defined BRIDGE_STATE_DIR set "BRIDGE_STATE_DIR=%~dp0data\\bridge"\r
where node >nul 2>nul || (echo Node.js is not installed: get it from https://nodejs.org & pause & exit /b 1)\r
node ${bridgeFlags} bridge.mjs\r
if errorlevel 1 pause\r
`;

const macosStart = `#!/bin/sh
# System Bridge ${BridgeInstaller.version}: needs Node.js 20.19 or newer (https://nodejs.org).
cd "$(dirname "$0")" || exit 1
: "\${BRIDGE_ALLOWED_ORIGINS:=${portalOrigin}}"
: "\${BRIDGE_TRUSTED_JWKS_URL:=${portalOrigin}/api/keys/bridge.jwks}"
: "\${BRIDGE_SIM_STATE_DIR:=$(pwd)/data/bike-sim}"
: "\${BRIDGE_STATE_DIR:=$(pwd)/data/bridge}"
export BRIDGE_ALLOWED_ORIGINS BRIDGE_TRUSTED_JWKS_URL BRIDGE_SIM_STATE_DIR BRIDGE_STATE_DIR
command -v node >/dev/null 2>&1 || { echo "Node.js is not installed: get it from https://nodejs.org"; exit 1; }
exec node ${bridgeFlags} bridge.mjs
`;

/** Writes to a temporary name first: a download running meanwhile never sees half a file. */
function writeAtomically(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

async function main() {
  if (process.argv.includes('--if-stale') && !isStale()) return;
  console.log(`Building the System Bridge packages into ${path.relative(root, outDir) || outDir} …`);
  fs.mkdirSync(outDir, { recursive: true });
  const bundle = await bundleBridge();
  const folder = BridgeInstaller.folder;
  const common = (os) => [
    { name: `${folder}/bridge.mjs`, data: bundle },
    // The initial firmware TUF root, pinned by hash in bridge.mjs (initial-root-pin.ts).
    {
      name: `${folder}/trust/initial-root.json`,
      data: fs.readFileSync(path.join(root, 'apps/bridge/trust/initial-root.json')),
    },
    {
      name: `${folder}/README.txt`,
      data: Buffer.from(os === 'windows' ? readme(os).replace(/\n/g, '\r\n') : readme(os)),
    },
    ...nativePackageFiles(os === 'windows' ? 'win32' : 'darwin').map((f) => ({
      ...f,
      name: `${folder}/${f.name}`,
    })),
  ];
  const packages = {
    [BridgeInstaller.files.windows]: await zip([
      ...common('windows'),
      { name: `${folder}/start-bridge.cmd`, data: Buffer.from(windowsStart) },
    ]),
    [BridgeInstaller.files.macos]: await tarGz([
      ...common('macos'),
      { name: `${folder}/start-bridge.command`, data: Buffer.from(macosStart), mode: 0o755 },
    ]),
  };
  const sums = [];
  for (const [name, data] of Object.entries(packages)) {
    writeAtomically(path.join(outDir, name), data);
    sums.push(`${crypto.createHash('sha256').update(data).digest('hex')}  ${name}\n`);
  }
  writeAtomically(path.join(outDir, 'SHA256SUMS'), sums.join(''));
  writeAtomically(
    path.join(outDir, INFO),
    JSON.stringify(
      { version: BridgeInstaller.version, portalOrigin, builtAt: new Date().toISOString() },
      null,
      2,
    ) + '\n',
  );
  for (const [name, data] of Object.entries(packages))
    console.log(`  ${name}  ${(data.length / 1024 / 1024).toFixed(1)} MiB`);
}

await main();
