// Build-time configuration, validated once at start-up: a bad value stops the app with a message
// naming the variable (the bridge address is the only setting the browser needs).
import { DEFAULT_BRIDGE_PORT } from '@dealer/contracts';

function readUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = raw && raw.length > 0 ? raw : fallback;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
}

export const env = {
  /** System bridge origin (loopback by design). */
  bridgeUrl: readUrl('VITE_BRIDGE_URL', import.meta.env.VITE_BRIDGE_URL as string | undefined, `http://127.0.0.1:${DEFAULT_BRIDGE_PORT}`),
  /** Width under which the window counts as mobile (the "md" breakpoint, 760 px). */
  mobileMaxWidth: 760,
} as const;
