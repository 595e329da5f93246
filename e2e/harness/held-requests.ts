// Holds the page's requests to some addresses until released, so a journey can look at a screen
// before an answer arrives and again after it (does a late answer move what a technician taps?).
import type { Page, Route } from 'playwright-core';

export interface HeldRequests {
  /** Lets the held requests (and any later ones) go on to their server. */
  release(): void;
  /** Stops holding: the addresses are no longer routed. */
  stop(): Promise<void>;
}

export async function holdRequests(page: Page, urls: readonly string[]): Promise<HeldRequests> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = (route: Route) => released.then(() => route.continue());
  for (const url of urls) await page.route(url, hold);
  return {
    release,
    stop: async () => {
      for (const url of urls) await page.unroute(url, hold);
    },
  };
}
