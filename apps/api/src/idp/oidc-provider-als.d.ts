// oidc-provider's own AsyncLocalStorage (see provider-async-context.ts); the package types only its entry.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';
  const storage: AsyncLocalStorage<unknown>;
  export default storage;
}
