// Build-time configuration, validated once at start-up: a bad value stops the app with a message
// naming the variable (the bridge address, and where its packages are downloaded from).
import { BridgeInstaller, DEFAULT_BRIDGE_PORT, DEFAULT_DOWNLOAD_BASE } from '@dealer/contracts';

function readUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = raw && raw.length > 0 ? raw : fallback;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
}

/** A path on the portal's origin (/downloads) or an http(s) URL of another host (a CDN), no trailing slash. */
function readDownloadBase(name: string, raw: string | undefined): string {
  const value = (raw && raw.length > 0 ? raw : DEFAULT_DOWNLOAD_BASE).replace(/\/+$/, '');
  const ok = value.startsWith('/') ? !value.startsWith('//') : /^https?:\/\/[^/]/.test(value);
  if (!ok) throw new Error(`${name} must be a path like /downloads or an http(s) URL, got "${value}"`);
  return value;
}

const downloadBase = readDownloadBase(
  'VITE_BRIDGE_DOWNLOAD_BASE',
  import.meta.env.VITE_BRIDGE_DOWNLOAD_BASE as string | undefined,
);

export const env = {
  /** System bridge origin (loopback by design). */
  bridgeUrl: readUrl(
    'VITE_BRIDGE_URL',
    import.meta.env.VITE_BRIDGE_URL as string | undefined,
    `http://127.0.0.1:${DEFAULT_BRIDGE_PORT}`,
  ),
  /** The system bridge packages of this environment (VITE_BRIDGE_DOWNLOAD_BASE + file names of contracts). */
  bridgeInstallers: {
    windows: `${downloadBase}/${BridgeInstaller.files.windows}`,
    macos: `${downloadBase}/${BridgeInstaller.files.macos}`,
  },
  /** Width under which the window counts as mobile (the "md" breakpoint, 760 px). */
  mobileMaxWidth: 760,
} as const;
