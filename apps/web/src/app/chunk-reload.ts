// A screen whose chunk cannot be fetched (a new deployment removed it, the network blinked) is
// loaded by reloading the target's full path (portal-spec §4, §8). One reload per path and minute,
// so a really missing chunk shows the error screen instead of reloading forever.
const KEY = 'chunkReload';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

export function reloadTarget(fullPath: string, now = Date.now()): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { path: string; at: number } | null;
    if (last && last.path === fullPath && now - last.at < 60_000) return false;
    sessionStorage.setItem(KEY, JSON.stringify({ path: fullPath, at: now }));
  } catch {
    return false;
  }
  window.location.assign(fullPath);
  return true;
}
