// Loads the bridge's initial TUF root and checks it against the pinned hash (initial-root-pin.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BridgeError } from '../lib/bridge-error.ts';
import { INITIAL_ROOT_SHA256 } from './initial-root-pin.ts';

// From the sources and the compiled server: apps/bridge/trust; in the downloadable package (one
// bundled bridge.mjs, scripts/build-bridge-packages.mjs): trust/ beside it.
const FROM_SOURCES = path.resolve(import.meta.dirname, '../../trust/initial-root.json');
const IN_PACKAGE = path.resolve(import.meta.dirname, 'trust/initial-root.json');
export const SHIPPED_INITIAL_ROOT =
  !fs.existsSync(FROM_SOURCES) && fs.existsSync(IN_PACKAGE) ? IN_PACKAGE : FROM_SOURCES;

export function loadInitialRoot(file = SHIPPED_INITIAL_ROOT, pin = INITIAL_ROOT_SHA256): Buffer {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    throw new BridgeError(300119, `The initial firmware root ${file} is missing`);
  }
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== pin)
    throw new BridgeError(
      300119,
      `The initial firmware root ${file} has sha256 ${sha}, the build pins ${pin}`,
    );
  return bytes;
}
