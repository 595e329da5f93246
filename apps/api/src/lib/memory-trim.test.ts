import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMallocTrim, startMemoryTrim } from './memory-trim.ts';

const quietLog = () => ({ info: vi.fn<(m: string) => void>(), debug: vi.fn<(m: string) => void>() });

describe('memory trim (decision 3306)', () => {
  afterEach(() => vi.useRealTimers());

  it("calls glibc's malloc_trim through the FFI on this Linux machine", () => {
    const trim = loadMallocTrim();
    if (typeof trim !== 'function') throw new Error(`expected glibc here: ${trim.unavailable}`);
    // malloc_trim answers whether it released anything; either is a real answer from glibc.
    expect(typeof trim()).toBe('boolean');
  });

  it('trims once at start, then only after the resident size grew, until stopped', () => {
    vi.useFakeTimers();
    const MB = 1048576;
    let resident = 300 * MB;
    // Each trim hands 40 MB back.
    const trim = vi.fn(() => ((resident -= 40 * MB), true));
    const log = quietLog();
    const running = startMemoryTrim({ intervalMs: 5000, log, trim, residentBytes: () => resident });
    expect(trim).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(
      expect.stringMatching(/^malloc_trim: resident 300 MB → 260 MB in /),
    );
    resident += 7 * MB;
    vi.advanceTimersByTime(20_000);
    expect(trim).toHaveBeenCalledTimes(1);
    resident += 1 * MB;
    vi.advanceTimersByTime(5000);
    expect(trim).toHaveBeenCalledTimes(2);
    expect(log.debug).toHaveBeenCalledWith(
      expect.stringMatching(/^malloc_trim: resident 268 MB → 228 MB in /),
    );
    running.stop();
    resident += 100 * MB;
    vi.advanceTimersByTime(60_000);
    expect(trim).toHaveBeenCalledTimes(2);
  });

  it('says why nothing is trimmed where there is no glibc', () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { value: 'darwin' });
    try {
      expect(loadMallocTrim()).toEqual({ unavailable: 'no glibc on darwin' });
      const log = quietLog();
      startMemoryTrim({ intervalMs: 1000, log }).stop();
      expect(log.info).toHaveBeenCalledWith('memory trim off: no glibc on darwin');
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
  });
});
