// The operation lock: a change asked for while a screen's reads are in flight waits for them; a
// second change while one runs is refused with 400100.
import { describe, expect, it } from 'vitest';
import { OperationLock } from './operation-lock.ts';

const later = () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  return { gate, release };
};

describe('operation lock', () => {
  it('runs a change after the reads in flight end, not refusing it', async () => {
    const lock = new OperationLock(() => undefined);
    const order: string[] = [];
    const read = later();
    const reading = lock.read(async () => {
      await read.gate;
      order.push('read');
    });
    const writing = lock.exclusive('write', async () => void order.push('write'));
    await Promise.resolve();
    expect(order).toEqual([]);
    read.release();
    await Promise.all([reading, writing]);
    expect(order).toEqual(['read', 'write']);
  });

  it('refuses a second change while one runs (400100), and a read during it', async () => {
    const lock = new OperationLock(() => undefined);
    const first = later();
    const running = lock.exclusive('firmware update', () => first.gate);
    await expect(lock.exclusive('write', async () => undefined)).rejects.toMatchObject({ code: 400100 });
    await expect(lock.read(async () => undefined)).rejects.toMatchObject({ code: 400100 });
    first.release();
    await running;
    expect(lock.idle).toBe(true);
  });

  it('stays busy between the operations of a series (a firmware job), idle only after the last', async () => {
    const reported: boolean[] = [];
    const lock = new OperationLock((busy) => reported.push(busy));
    await lock.holdBusy(async () => {
      await lock.exclusive('image 1', async () => undefined);
      await lock.exclusive('image 2', async () => undefined);
    });
    expect(reported).toEqual([true, false]);
    await lock.exclusive('alone', async () => undefined);
    expect(reported).toEqual([true, false, true, false]);
  });
});
