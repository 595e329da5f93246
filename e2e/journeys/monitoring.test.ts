// Error reporting journey: an API of its own with PORTAL_SENTRY_DSN pointing at a Sentry-compatible
// envelope receiver in this test, the real portal in Chromium. An uncaught error arrives with the
// portal version, the environment and the role tag, without e-mail or token; a hardware-code error
// never leaves the browser; the running SDK uses the spec's rates and replay segment settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PORTAL_VERSION } from '@dealer/contracts';
import { startOwnApi, type OwnApi } from '../harness/own-api.ts';
import { launchBrowser, newContext } from '../harness/browser.ts';
import { startSentryReceiver, type SentryReceiver } from '../harness/sentry-receiver.ts';
import { signIn } from '../harness/sign-in.ts';

let browser: Browser;
let receiver: SentryReceiver;
let api: OwnApi;
let baseUrl: string;

beforeAll(async () => {
  receiver = await startSentryReceiver();
  api = await startOwnApi(
    'API with error reporting',
    { PORTAL_SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'e2e' },
    120_000,
  );
  baseUrl = api.baseUrl;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await api?.stop();
  await receiver?.close();
});

const events = () => receiver.items.filter((i) => i.type === 'event').map((i) => i.json());
const messageOf = (event: Record<string, unknown>) =>
  JSON.stringify((event.exception as { values?: unknown[] } | undefined)?.values ?? []);

describe('error reporting', () => {
  it('reports an uncaught error scrubbed and tagged, never a hardware code, at the spec rates', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    await signIn(page, 'dealer@example.com');
    await page.getByRole('button', { name: /^Account/ }).waitFor();

    expect(
      await page.evaluate(() =>
        (window as unknown as { __dealerMonitoring?: () => unknown }).__dealerMonitoring?.(),
      ),
    ).toEqual({
      sessionSampleRate: 1,
      replaySampleRate: 0.4,
      replayOnErrorSampleRate: 0,
      replaySegmentMs: 5000,
      replaySegmentMaxMs: 5000,
      replayCompression: false,
      replaySegmentBytes: 60 * 1024,
    });

    const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(accessToken).toBeTruthy();
    await page.evaluate(() => {
      setTimeout(() => {
        throw Object.assign(new Error('hardware timeout 30013'), { code: 30013 });
      });
      setTimeout(() => {
        const token = localStorage.getItem('accessToken') ?? '';
        throw new Error(`journey failure for dealer@example.com token ${token}`);
      }, 50);
    });
    await expect
      .poll(() => events().some((e) => messageOf(e).includes('journey failure')), { timeout: 20_000 })
      .toBe(true);

    const event = events().find((e) => messageOf(e).includes('journey failure'))!;
    expect(event.release).toBe(PORTAL_VERSION);
    expect(event.environment).toBe('e2e');
    expect((event.tags as Record<string, string>).role).toBe('dealer');
    expect((event.user as { id?: string }).id).toMatch(/\S/);
    expect(messageOf(event)).toContain('[redacted]');
    expect(events().some((e) => messageOf(e).includes('hardware timeout'))).toBe(false);
    const raw = receiver.raw();
    expect(raw).not.toContain('dealer@example.com');
    expect(raw).not.toContain(accessToken!);
    await context.close();
  });
});
