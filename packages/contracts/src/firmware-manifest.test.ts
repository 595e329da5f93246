import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  canonicalManifest,
  installedVersionOf,
  isFrameKind,
  type FirmwareManifest,
} from './firmware-manifest.ts';

describe('canonical manifest', () => {
  const manifest: FirmwareManifest = {
    version: '5.3.2',
    part_spec_code: 'CTRL-M500',
    size: 3,
    sha256: 'ab',
    hardware_versions: ['3.0'],
    kind: 'application',
    signed_at: '2026-01-01T00:00:00.000Z',
  };

  it('sorts keys so field order does not change the signed bytes', () => {
    const reordered = Object.fromEntries(Object.entries(manifest).reverse()) as unknown as FirmwareManifest;
    expect(canonicalManifest(reordered)).toEqual(canonicalManifest(manifest));
    expect(new TextDecoder().decode(canonicalManifest(manifest))).toBe(
      '{"hardware_versions":["3.0"],"kind":"application","part_spec_code":"CTRL-M500","sha256":"ab","signed_at":"2026-01-01T00:00:00.000Z","size":3,"version":"5.3.2"}',
    );
  });

  it('sorts nested objects and keeps array order', () => {
    expect(canonicalJson({ b: [{ z: 1, a: 2 }, 3], a: null })).toBe('{"a":null,"b":[{"a":2,"z":1},3]}');
  });
});

describe('image kinds', () => {
  const component = { firmware_version: '2.4.0', font_version: '1.1', icon_version: null };
  it('tells display frames from firmware', () => {
    expect(['application', 'rescue', 'font', 'icon', 'connector'].filter(isFrameKind)).toEqual([
      'font',
      'icon',
    ]);
  });
  it('reads the installed version that an image of each kind replaces', () => {
    expect(installedVersionOf(component, 'application')).toBe('2.4.0');
    expect(installedVersionOf(component, 'font')).toBe('1.1');
    expect(installedVersionOf(component, 'icon')).toBeUndefined();
  });
});
