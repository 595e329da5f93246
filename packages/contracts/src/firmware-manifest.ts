// The signed firmware manifest: the backend signs it with its Ed25519 firmware key, the system
// bridge verifies signature and image digest before the first byte is sent to a component.

/**
 * What a firmware image is: `application` runs the component, `rescue` is flashed from the bootloader,
 * `font` and `icon` are display frames, `connector` is the connector's own firmware.
 */
export const FirmwareKind = ['application', 'rescue', 'font', 'icon', 'connector'] as const;
export type FirmwareKind = (typeof FirmwareKind)[number];
/** The display frame kinds (panel frame updates). */
export const FrameKind = ['font', 'icon'] as const satisfies readonly FirmwareKind[];
export type FrameKind = (typeof FrameKind)[number];
/** Whether an image of `kind` is a display frame (flashed as a panel frame, versioned per frame). */
export const isFrameKind = (kind: string): kind is FrameKind =>
  (FrameKind as readonly string[]).includes(kind);
/** The version a component reports for images of `kind`: its frame's version, else its firmware's. */
export const installedVersionOf = (
  component: { firmware_version: string; font_version?: string | null; icon_version?: string | null },
  kind: string,
): string | undefined =>
  kind === 'font'
    ? (component.font_version ?? undefined)
    : kind === 'icon'
      ? (component.icon_version ?? undefined)
      : component.firmware_version;

/**
 * The largest image the catalogue publishes and the bridge accepts (its manifest schema and request
 * body limit are sized for it); the flash of the supported components is well below.
 */
export const MAX_FIRMWARE_IMAGE_BYTES = 16 * 1024 * 1024;

/** Below this charge a firmware update is refused unless the charger is plugged in (bridge 600100). */
export const MIN_BATTERY_PERCENT_FOR_UPDATE = 20;

export interface FirmwareManifest {
  /** Part spec code the image is built for (DemoPartSpecs codes). */
  part_spec_code: string;
  version: string;
  /** Image size in bytes. */
  size: number;
  /** Lower-case hex SHA-256 of the image. */
  sha256: string;
  /** Hardware versions the image supports. */
  hardware_versions: string[];
  kind: FirmwareKind;
  /** ISO timestamp of signing. */
  signed_at: string;
}

export interface SignedFirmware {
  manifest: FirmwareManifest;
  /** Base64 Ed25519 signature over canonicalManifest(manifest). */
  signature: string;
  /** kid of the signing key in /api/keys/bridge.jwks (use "firmware"). */
  key_id: string;
}

/**
 * The exact bytes that are signed: JSON with object keys sorted at every depth, no white space,
 * UTF-8. Both signer and verifier use this one function.
 */
export function canonicalManifest(manifest: FirmwareManifest): Uint8Array {
  return new TextEncoder().encode(canonicalJson(manifest));
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
