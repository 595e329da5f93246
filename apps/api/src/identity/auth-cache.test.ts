import { describe, expect, it } from 'vitest';
import { cachedUser, forgetUsers, userMemo, UserMemo } from './auth-cache.ts';

describe('UserMemo', () => {
  it('shares one load among concurrent misses of a key', async () => {
    const memo = new UserMemo<{ n: number }>();
    let loads = 0;
    let finish!: () => void;
    const load = () => new Promise<{ n: number }>((r) => (finish = () => r({ n: ++loads })));
    const misses = Array.from({ length: 50 }, () => memo.get('k', load, () => true));
    finish();
    expect(new Set((await Promise.all(misses)).map((v) => v!.n))).toEqual(new Set([1]));
    expect(loads).toBe(1);
  });

  it('does not keep what a load started before clear() read', async () => {
    const memo = new UserMemo<{ n: number }>();
    let finish!: () => void;
    const stale = memo.get(
      'k',
      () => new Promise((r) => (finish = () => r({ n: 1 }))),
      () => true,
    );
    memo.clear();
    finish();
    expect((await stale)!.n).toBe(1);
    expect(memo.peek('k')).toBeUndefined();
    expect(
      (await memo.get(
        'k',
        async () => ({ n: 2 }),
        () => true,
      ))!.n,
    ).toBe(2);
  });
});

describe('cachedUser', () => {
  it('loads a user with an account once, until forgotten', async () => {
    const db = {};
    let loads = 0;
    const load = async () => ({ id: `load-${++loads}`, account: { role: 'dealer' } });
    expect((await cachedUser(db, 'sub', load))!.id).toBe('load-1');
    expect((await cachedUser(db, 'sub', load))!.id).toBe('load-1');
    expect((await cachedUser({}, 'sub', load))!.id).toBe('load-2'); // another database, another cache
    forgetUsers(db);
    expect((await cachedUser(db, 'sub', load))!.id).toBe('load-3');
  });

  it('keeps neither unknown users nor users still setting their account up', async () => {
    const db = {};
    let loads = 0;
    await cachedUser(db, 'ghost', async () => (loads++, null));
    await cachedUser(db, 'ghost', async () => (loads++, null));
    await cachedUser(db, 'new', async () => (loads++, { account: null }));
    await cachedUser(db, 'new', async () => (loads++, { account: null }));
    expect(loads).toBe(4);
  });

  it('clears derived data with the users', async () => {
    const db = {};
    const data = userMemo<{ v: string }>(db, 'x');
    await data.get(
      'k',
      async () => ({ v: 'v' }),
      () => true,
    );
    expect(userMemo<{ v: string }>(db, 'x').peek('k')).toEqual({ v: 'v' });
    forgetUsers(db);
    expect(data.peek('k')).toBeUndefined();
  });
});
