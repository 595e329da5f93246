// The server's log destination: lines reach the writer in blocks, within flushMs, and all on flushSync.
import { describe, expect, it, vi } from 'vitest';
import { LogBatch } from './log-batch.ts';

function sink() {
  const blocks: string[] = [];
  let synced = 0;
  return {
    blocks,
    synced: () => synced,
    write: (d: string) => (blocks.push(d), true),
    flushSync: () => void synced++,
  };
}

describe('log batch', () => {
  it('hands lines to the writer as one block once enough are collected, in order', () => {
    const s = sink();
    const batch = new LogBatch(s, { blockBytes: 20, flushMs: 60_000 });
    batch.write('{"a":1}\n');
    batch.write('{"b":2}\n');
    expect(s.blocks).toEqual([]);
    batch.write('{"c":3}\n');
    expect(s.blocks).toEqual(['{"a":1}\n{"b":2}\n{"c":3}\n']);
    batch.close();
  });

  it('writes what was collected within flushMs, and everything on flushSync', () => {
    // The test drives the clock: flushMs is exactly reached, however busy the machine is.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const s = sink();
      const batch = new LogBatch(s, { blockBytes: 1 << 20, flushMs: 20 });
      batch.write('quiet\n');
      vi.advanceTimersByTime(19);
      expect(s.blocks).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(s.blocks).toEqual(['quiet\n']);
      batch.write('last\n');
      batch.flushSync();
      expect(s.blocks).toEqual(['quiet\n', 'last\n']);
      expect(s.synced()).toBe(1);
      batch.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
