// One Lighthouse performance run against a Chromium that is already open (its remote-debugging port),
// so the page is measured with that browser's cookies (the signed-in session). `desktop` is
// Lighthouse's desktop preset; `mobile` is its default: a Moto G Power-sized screen, simulated slow 4G
// (150 ms RTT, 1.6 Mbit/s down) and a 4× CPU slowdown.
import lighthouse, { desktopConfig } from 'lighthouse';

export type FormFactor = 'desktop' | 'mobile';

export interface Score {
  score: number;
  /** FCP, LCP, TBT, CLS and Speed Index as Lighthouse prints them. */
  metrics: string;
}

export async function lighthouseScore(
  debugPort: number,
  url: string,
  formFactor: FormFactor,
): Promise<Score> {
  const result = await lighthouse(
    url,
    {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (result?.lhr.runtimeError) console.log(`Lighthouse ${url}: ${result.lhr.runtimeError.message}`);
  const audits = result?.lhr.audits ?? {};
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  return {
    score: result?.lhr.categories.performance?.score ?? 0,
    metrics:
      `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
  };
}
