// When `npm start` must build the portal again: it was never built, a source is newer than the build,
// or a build setting changed. The portal's settings (VITE_*, e.g. VITE_BRIDGE_URL for a bridge on
// another port) are compiled into it, so a changed one did nothing until a build: the settings of the
// last build are kept beside it and compared (issue 28 point 13, docs/decisions/2845).
import fs from 'node:fs';
import path from 'node:path';

/** The build settings in `env`: every VITE_* variable, in a stable order. */
export function webBuildSettings(env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => key.startsWith('VITE_') && value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/**
 * Why the portal needs building, or null when the build in `distIndex` is current. `stampFile` holds
 * the settings of the last build (writeWebBuildStamp).
 */
export function webBuildReason({ distIndex, srcDir, stampFile, env }) {
  if (!fs.existsSync(distIndex)) return 'not built yet';
  if (fs.existsSync(srcDir) && newestMtime(srcDir) > fs.statSync(distIndex).mtimeMs) return 'sources changed';
  const before = readJson(stampFile);
  const now = webBuildSettings(env);
  if (JSON.stringify(before ?? {}) !== JSON.stringify(now)) {
    const changed = [...new Set([...Object.keys(before ?? {}), ...Object.keys(now)])].filter(
      (k) => before?.[k] !== now[k],
    );
    return `settings changed (${changed.join(', ')})`;
  }
  return null;
}

export function writeWebBuildStamp(stampFile, env) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify(webBuildSettings(env)));
}
