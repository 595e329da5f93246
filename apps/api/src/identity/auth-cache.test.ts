import { describe, expect, it } from 'vitest';
import { cachedUser, ExpiringCache, forgetUsers, userDataCache } from './auth-cache.ts';

describe('ExpiringCache', () => {
  it('forgets entries when they expire and the oldest when full', () => {
    const cache = new ExpiringCache<string, number>(2);
    cache.set('a', 1, 2000);
    expect(cache.get('a', 1999)).toBe(1);
    expect(cache.get('a', 2000)).toBeUndefined();
    cache.set('a', 1, Date.now() + 10_000);
    cache.set('b', 2, Date.now() + 10_000);
    cache.set('c', 3, Date.now() + 10_000);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c'), cache.size]).toEqual([2, 3, 2]);
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

  it('clears derived data with the users', () => {
    const db = {};
    const data = userDataCache<string>(db, 'x');
    data.set('k', 'v', Date.now() + 10_000);
    expect(userDataCache<string>(db, 'x').get('k')).toBe('v');
    forgetUsers(db);
    expect(data.get('k')).toBeUndefined();
  });
});
