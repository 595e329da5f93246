// Anti-rollback per component (issue 30): the highest security version the bridge has flashed into
// each component, kept in a JSON file of the bridge's state folder. An image below it is refused
// even when it is a current target (an old, vulnerable image the operator forgot to withdraw).
import fs from 'node:fs';
import path from 'node:path';
import { BridgeError } from '../lib/bridge-error.ts';

export const componentKey = (c: { partSpecCode: string; barcode: string }) =>
  `${c.partSpecCode}/${c.barcode}`;

export class SecurityVersions {
  private readonly file: string | undefined;
  private readonly memory = new Map<string, number>();

  /** Without a folder (tests) the versions live in memory only. */
  constructor(stateDir?: string) {
    this.file = stateDir ? path.join(stateDir, 'firmware-security-versions.json') : undefined;
    if (this.file && fs.existsSync(this.file))
      for (const [k, v] of Object.entries(
        JSON.parse(fs.readFileSync(this.file, 'utf8')) as Record<string, number>,
      ))
        this.memory.set(k, v);
  }

  recorded(component: string): number {
    return this.memory.get(component) ?? 0;
  }

  check(component: string, securityVersion: number, action: string): void {
    const floor = this.recorded(component);
    if (securityVersion < floor)
      throw new BridgeError(
        300118,
        `Security version ${securityVersion} of the image is below ${floor}, which ${component} already ran`,
        { action, reason: 'invalid_update_source' },
      );
  }

  record(component: string, securityVersion: number): void {
    if (securityVersion <= this.recorded(component)) return;
    this.memory.set(component, securityVersion);
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(Object.fromEntries(this.memory), null, 2));
    fs.renameSync(tmp, this.file); // whole or not at all: a crash never leaves half a file
  }
}
