// Short-lived memory of who a caller is, so an authenticated call does not pay for a signature check
// and a user lookup every time (bench/api measures the difference). Verified tokens are kept until
// they expire; users (status, permissions, account context) for USER_TTL_MS, so a change made by
// another API process — disabling a user, new permissions — takes effect within that time. Changes
// made through this process forget the user at once (forgetUsers).
//
// Loads are single-flight: when a user's entry expires under load, the hundreds of requests that miss
// it at the same moment share one database lookup instead of each running its own (that burst was the
// slowest moment of bench/load on PostgreSQL).
import { LRUCache } from 'lru-cache';

/** How long a loaded user is trusted without asking the database again. */
const USER_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** A per-key memo of loaded values with a short life; concurrent misses of one key share one load. */
export class UserMemo<V extends object> {
  private readonly values = new LRUCache<string, V>({ max: MAX_ENTRIES, ttl: USER_TTL_MS });
  private readonly loading = new Map<string, Promise<V | null>>();
  /** Bumped by clear(): a load that started before must not store what it read. */
  private generation = 0;

  /** The kept value, or `load()`'s; the result is kept only when `keep` says so. */
  get(key: string, load: () => Promise<V | null>, keep: (value: V) => boolean): Promise<V | null> {
    const hit = this.values.get(key);
    if (hit) return Promise.resolve(hit);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load()
      .then((value) => {
        if (value && keep(value) && generation === this.generation) this.values.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /** The kept value only, without loading. */
  peek(key: string): V | undefined {
    return this.values.get(key);
  }

  clear(): void {
    this.values.clear();
    this.loading.clear();
    this.generation++;
  }
}

const memos = new WeakMap<object, Map<string, UserMemo<object>>>();

/** Per-database memo of one kind of user data (each API instance and test has its own). */
export function userMemo<V extends object>(db: object, name: string): UserMemo<V> {
  let byName = memos.get(db);
  if (!byName) {
    byName = new Map();
    memos.set(db, byName);
  }
  let memo = byName.get(name);
  if (!memo) {
    memo = new UserMemo();
    byName.set(name, memo);
  }
  return memo as unknown as UserMemo<V>;
}

/**
 * The user for a token subject, loaded at most every USER_TTL_MS. Unknown users are not kept, nor
 * users without account attributes: they are setting their account up, possibly through another API
 * process, and must see the result at once.
 */
export function cachedUser<T extends { account: unknown }>(
  db: object,
  sub: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  return userMemo<T>(db, 'user').get(sub, load, (user) => Boolean(user.account));
}

/** The user kept for a token subject, without loading or waiting; undefined when none is kept. */
export function keptUser<T extends object>(db: object, sub: string): T | undefined {
  return userMemo<T>(db, 'user').peek(sub);
}

/** Forget every cached user of this database and what was derived from them: after account, shop
 * or permission changes. */
export function forgetUsers(db: object): void {
  for (const memo of memos.get(db)?.values() ?? []) memo.clear();
}
