// The bridge as a TUF client (issue 30, docs/decisions/3000): before every update it refreshes the
// firmware repository's metadata with tuf-js' Updater (root rotation, timestamp, snapshot, targets:
// signatures and thresholds, expiry, rollback and mix-and-match checks are tuf-js' own), then
// accepts an image only if it is a current target whose length and hashes match. The trusted
// metadata is kept in the bridge's state folder, so a restart does not forget what it has seen.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Updater, type TargetFile } from 'tuf-js';
import type { BridgeErrorCode } from '@dealer/contracts';
import { BridgeError } from '../lib/bridge-error.ts';

export interface TufFirmwareOptions {
  /** e.g. http://localhost:8080/api/tuf — metadata under /metadata, images under /targets. */
  repositoryUrl: string;
  /** Where the trusted metadata is kept (root.json first of all). */
  metadataDir: string;
  /** The initial root's bytes, already checked against the pin (initial-root.ts). */
  initialRoot: Buffer;
}

/** What a target says about its image (custom fields the operator commands write). */
interface TargetCustom {
  firmware_id: number;
  part_spec_code: string;
  kind: string;
  version: string;
  hardware_versions: string[];
  security_version: number;
}

export interface TrustedTarget {
  path: string;
  length: number;
  sha256: string;
  custom: TargetCustom;
  /** When the metadata that vouches for it stops being valid (the earliest of its chain). */
  validUntil: string;
  /** Key ids that signed the targets metadata. */
  signedBy: string[];
}

export const targetPathOf = (m: { part_spec_code: string; kind: string; version: string }) =>
  `${m.part_spec_code}/${m.kind}/${m.version}.bin`;

/** tuf-js names its failures by class, but wraps snapshot and targets ones in text: read both. */
const CLASSIFY: [RegExp, BridgeErrorCode][] = [
  [/is expired/i, 300110],
  [/was signed by \d+\/\d+ keys|no delegation found/i, 300114],
  [/max length reached/i, 300116],
  [/does not match|doesn't match|expected hash|expected length|missing file/i, 300117],
  [/less than current version|expected version \d+, got/i, 300111],
];

function tufRefusal(e: unknown, action: string): BridgeError {
  if (e instanceof BridgeError) return e;
  const cause = e instanceof Error && e.cause instanceof Error ? ` ${e.cause.message}` : '';
  const text = e instanceof Error ? `${e.name} ${e.message}${cause}` : String(e);
  const code = CLASSIFY.find(([re]) => re.test(text))?.[1] ?? 300115;
  return new BridgeError(code, `Firmware repository check failed: ${text.trim()}`, {
    action,
    cause: e,
    reason: 'invalid_update_source',
  });
}

export class TufFirmware {
  constructor(private readonly options: TufFirmwareOptions) {}

  private updater(): Updater {
    const dir = this.options.metadataDir;
    fs.mkdirSync(dir, { recursive: true });
    // tuf-js starts from root.json in its folder; the shipped root seeds it once.
    const trusted = path.join(dir, 'root.json');
    if (!fs.existsSync(trusted)) fs.writeFileSync(trusted, this.options.initialRoot);
    const base = this.options.repositoryUrl.replace(/\/$/, '');
    return new Updater({
      metadataDir: dir,
      metadataBaseUrl: `${base}/metadata`,
      targetBaseUrl: `${base}/targets`,
      // One try, a short wait: the technician is waiting, and a retry does not beat an attacker.
      config: { fetchTimeout: 10_000, fetchRetries: 0 },
    });
  }

  /**
   * Refreshes the metadata, finds the image's target and checks the image's length and every
   * listed hash against it (tuf-js' TargetFile.verify); refuses with a catalogue code.
   */
  async check(targetPath: string, image: Uint8Array, action: string): Promise<TrustedTarget> {
    const updater = this.updater();
    let info: TargetFile | undefined;
    try {
      await updater.refresh();
      info = await updater.getTargetInfo(targetPath);
    } catch (e) {
      throw tufRefusal(e, action);
    }
    if (!info)
      throw new BridgeError(
        300112,
        `${targetPath} is not a current target of the firmware repository (withdrawn or never released)`,
        { action, reason: 'invalid_update_source' },
      );
    try {
      await info.verify(Readable.from([Buffer.from(image)]));
    } catch (e) {
      throw new BridgeError(300113, `The image differs from its target ${targetPath}: ${String(e)}`, {
        action,
        cause: e,
        reason: 'invalid_update_source',
      });
    }
    return { ...this.describe(info), path: targetPath };
  }

  private describe(info: TargetFile): Omit<TrustedTarget, 'path'> {
    // The trusted set's metadata is what tuf-js just accepted and persisted; read it for display.
    const read = (role: string) =>
      JSON.parse(fs.readFileSync(path.join(this.options.metadataDir, `${role}.json`), 'utf8')) as {
        signed: { expires: string };
        signatures: { keyid: string }[];
      };
    const chain = ['timestamp', 'snapshot', 'targets', 'root'].map(read);
    const validUntil = chain.map((m) => m.signed.expires).sort()[0] ?? '';
    return {
      length: info.length,
      sha256: info.hashes.sha256 ?? '',
      custom: info.custom as unknown as TargetCustom,
      validUntil,
      signedBy: read('targets').signatures.map((s) => s.keyid),
    };
  }
}
