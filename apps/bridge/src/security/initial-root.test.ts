// The bridge's trust anchor: the shipped initial root must be the one the build pins, and any other
// file is refused with 300119 before the bridge trusts it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INITIAL_ROOT_SHA256 } from './initial-root-pin.ts';
import { SHIPPED_INITIAL_ROOT, loadInitialRoot } from './initial-root.ts';

describe('initial firmware root', () => {
  it('ships the root whose hash the build pins', () => {
    const bytes = loadInitialRoot();
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(INITIAL_ROOT_SHA256);
    expect(JSON.parse(bytes.toString())).toMatchObject({ signed: { _type: 'root', version: 1 } });
  });

  it('refuses a root that differs by one byte (300119)', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-root-')), 'root.json');
    fs.writeFileSync(
      file,
      fs.readFileSync(SHIPPED_INITIAL_ROOT).toString().replace('"version":1', '"version":2'),
    );
    expect(() => loadInitialRoot(file)).toThrow(expect.objectContaining({ code: 300119 }));
    expect(() => loadInitialRoot(path.join(path.dirname(file), 'missing.json'))).toThrow(
      expect.objectContaining({ code: 300119 }),
    );
  });
});
