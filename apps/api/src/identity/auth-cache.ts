// Short-lived memory of who a caller is, so an authenticated call does not pay for a signature check
// and a user lookup every time (bench/api measures the difference). Verified tokens are kept until
// they expire; users (status, permissions, account context) for USER_TTL_MS, so a change made by
// another API process — disabling a user, new permissions — takes effect within that time. Changes
// made through this process forget the user at once (forgetUsers).

/** A bounded map whose entries expire; the oldest entry goes when it is full. */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, until: number): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** How long a loaded user is trusted without asking the database again. */
export const USER_TTL_MS = 5_000;

const userCaches = new WeakMap<object, ExpiringCache<string, unknown>>();

/** The user cache of one database (each API instance and test has its own). */
function userCache(db: object): ExpiringCache<string, unknown> {
  let cache = userCaches.get(db);
  if (!cache) {
    cache = new ExpiringCache(10_000);
    userCaches.set(db, cache);
  }
  return cache;
}

/**
 * The user for a token subject, loaded at most every USER_TTL_MS. Unknown users are not kept, nor
 * users without account attributes: they are setting their account up, possibly through another API
 * process, and must see the result at once.
 */
export async function cachedUser<T extends { account: unknown }>(
  db: object,
  sub: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  const cache = userCache(db);
  const hit = cache.get(sub) as T | undefined;
  if (hit) return hit;
  const user = await load();
  if (user?.account) cache.set(sub, user, Date.now() + USER_TTL_MS);
  return user;
}

/** Per-database memo of values derived from the users' data, cleared with the user cache. */
export function userDataCache<V>(db: object, name: string): ExpiringCache<string, V> {
  let caches = dataCaches.get(db);
  if (!caches) {
    caches = new Map();
    dataCaches.set(db, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new ExpiringCache(10_000);
    caches.set(name, cache);
  }
  return cache as ExpiringCache<string, V>;
}

const dataCaches = new WeakMap<object, Map<string, ExpiringCache<string, unknown>>>();

/** Forget every cached user of this database: after account, shop or permission changes. */
export function forgetUsers(db: object): void {
  userCaches.get(db)?.clear();
  for (const cache of dataCaches.get(db)?.values() ?? []) cache.clear();
}
