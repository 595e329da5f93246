// Lazy route modules: each screen is its own chunk, loaded on first navigation to it.
import type { ComponentType } from 'react';

export function screen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
