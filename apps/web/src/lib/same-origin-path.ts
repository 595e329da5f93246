// The one filter for return addresses taken from a URL or storage (after sign-in, after the mobile
// notice): only a path on this origin is followed. The address is resolved the way the browser would
// resolve it — `/\evil.example`, `/\t/evil.example` and `//evil.example` all leave the origin there —
// and the resolved path is what is returned, so what was checked is what is followed.
export function sameOriginPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/')) return fallback;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that itself starts with two slashes would be taken as another host when navigated to.
  return path.startsWith('//') ? fallback : path;
}
