// oidc-provider keeps the Koa context of the request it serves in an AsyncLocalStorage of its own
// (lib/helpers/als.js; its token models and `Provider.ctx` read it). On Node 20 the first `run()` of
// any AsyncLocalStorage switches on async_hooks' promise tracking, and nothing switches it off: from
// the first sign-in through the embedded provider, every request the API served paid for every
// promise and tick it made (decision 3308). The provider needs its storage only while it serves a
// request, so the requests it serves are counted and the storage is switched off when none is left;
// its next `run()` switches it on again. Requests of the rest of the API never read it.
// The package has no exports map; this path is its own module, the same instance its routes use.
import providerStorage from 'oidc-provider/lib/helpers/als.js';

let serving = 0;

/** Runs `serve` (one request handed to the provider) and switches the storage off after the last. */
export async function whileProviderServes<T>(serve: () => Promise<T>): Promise<T> {
  serving++;
  try {
    return await serve();
  } finally {
    if (--serving === 0) providerStorage.disable();
  }
}
