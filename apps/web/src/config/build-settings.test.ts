// @vitest-environment node
// `npm start` builds the portal again when a build setting changed (scripts/lib/web-build.mjs): the
// portal finds its bridge through VITE_BRIDGE_URL, compiled in, so a new port needs a new build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script of the repository, without types
import { webBuildReason, webBuildSettings, writeWebBuildStamp } from '../../../../scripts/lib/web-build.mjs';

const dirs: string[] = [];
function builtPortal() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  dirs.push(dir);
  const srcDir = path.join(dir, 'src');
  fs.mkdirSync(srcDir);
  fs.writeFileSync(path.join(srcDir, 'main.tsx'), '');
  const distIndex = path.join(dir, 'dist', 'index.html');
  fs.mkdirSync(path.dirname(distIndex));
  fs.writeFileSync(distIndex, '');
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(distIndex, later, later);
  return { distIndex, srcDir, stampFile: path.join(dir, 'cache', 'stamp.json') };
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('portal build settings', () => {
  it('keeps only the VITE_ settings, in a stable order', () => {
    expect(webBuildSettings({ PATH: '/bin', VITE_B: '2', VITE_A: '1' })).toEqual({
      VITE_A: '1',
      VITE_B: '2',
    });
    expect(Object.keys(webBuildSettings({ VITE_B: '2', VITE_A: '1' }))).toEqual(['VITE_A', 'VITE_B']);
  });

  it('rebuilds when VITE_BRIDGE_URL changed after the first build, not when nothing did', () => {
    const portal = builtPortal();
    const first = { VITE_BRIDGE_URL: 'http://127.0.0.1:3008' };
    writeWebBuildStamp(portal.stampFile, first);
    expect(webBuildReason({ ...portal, env: first })).toBeNull();
    expect(webBuildReason({ ...portal, env: { VITE_BRIDGE_URL: 'http://127.0.0.1:3010' } })).toBe(
      'settings changed (VITE_BRIDGE_URL)',
    );
    expect(webBuildReason({ ...portal, env: {} })).toBe('settings changed (VITE_BRIDGE_URL)');
  });

  it('builds a portal never built, or one whose sources are newer', () => {
    const portal = builtPortal();
    expect(webBuildReason({ ...portal, distIndex: `${portal.distIndex}.missing`, env: {} })).toBe(
      'not built yet',
    );
    const later = new Date(Date.now() + 120_000);
    fs.utimesSync(path.join(portal.srcDir, 'main.tsx'), later, later);
    expect(webBuildReason({ ...portal, env: {} })).toBe('sources changed');
  });
});
