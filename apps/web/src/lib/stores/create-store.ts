// A minimal external store (useSyncExternalStore) for the shell's global state: notification,
// alert, loading overlay and session. Small enough that no state library is needed.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: Store<T> = {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      // The same state: no listener has anything new to read.
      if (Object.is(value, state)) return;
      state = value;
      for (const l of listeners) l();
    },
    reset() {
      store.set(initial);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

export function useStore<T>(store: Store<T>): T {
  const get = () => store.get();
  return useSyncExternalStore((listener) => store.subscribe(listener), get, get);
}
