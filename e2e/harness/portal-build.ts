// The portal for the journeys' lanes, built once per run. The portal finds its bridge through
// VITE_BRIDGE_URL, compiled in, and each lane has a bridge on a port of its own: the build gets a
// stand-in address, and each lane's copy has it replaced with the lane's bridge in the few files that
// hold it (their .br and .gz compressed anew), instead of a whole second `vite build` per lane
// (decision 0104: each lane still serves a portal of its own, from its own folder).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from './processes.ts';

const STAND_IN = 'http://e2e-lane-bridge.invalid';
const TEXT = /\.(js|css|html|json|svg)$/;

/** Runs a command to its end without blocking the event loop (lanes start while it runs). */
export function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** `vite build` of the portal into `outDir`, with the stand-in bridge address. */
export async function buildPortal(outDir: string): Promise<void> {
  await run(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--silent', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      VITE_BRIDGE_URL: STAND_IN,
    },
  );
}

function textFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A copy of the built portal in `laneDir` that finds its bridge at `bridgeUrl`. */
export function portalForLane(built: string, laneDir: string, bridgeUrl: string): void {
  fs.cpSync(built, laneDir, { recursive: true });
  let replaced = 0;
  for (const file of textFiles(laneDir)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(STAND_IN)) continue;
    const lanes = text.replaceAll(STAND_IN, new URL(bridgeUrl).origin);
    fs.writeFileSync(file, lanes);
    // The API sends the precompressed files to browsers that accept them (decision 3302).
    if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(lanes));
    if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(lanes, { level: 9 }));
    replaced += 1;
  }
  // The build no longer writes the address as given: the lanes would all look for the stand-in.
  if (!replaced) throw new Error(`the portal build holds no ${STAND_IN}: how does it find the bridge now?`);
}
