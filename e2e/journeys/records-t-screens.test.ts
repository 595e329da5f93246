// Screenshots of the records screens issue 17 changed — the draft service report and the claim with a
// live-data recording attached, the service center's audit log — and the embedded provider's sign-out
// pages, in both themes, German and Japanese, at 390, 768 and 1440 px, each with axe and no sideways
// scroll. One file, one sign-in per account: the report and the claim are set up through the API
// (the live-recording journey records through the screens), each screen loads once per language and
// theme and is then looked at in all three widths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoFleet, LiveSignal, LiveSignalSpec, type LiveRecording } from '@dealer/contracts';
import { launchBrowser, newContext } from '../harness/browser.ts';
import { checkAtWidths, screenMatrix, THEMES, viewportOf } from '../harness/screen-matrix.ts';
import { signInParties } from './claims-support.ts';
import { call, workspaceWithWork } from './records-api.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
const BIKE = DemoFleet.error_code_danger;
const MOTOR = BIKE.components.find((c) => c.partType === 'motor')!;
let browser: Browser;
const contexts: BrowserContext[] = [];
let dealer: Page;
let center: Page;
const pageErrors: string[][] = [];
let workspaceId: number;
let reportId: number;
let claimId: number;

/** Twenty seconds on the stand at four samples a second, shaped like the simulator's stand ride. */
function standRide(): LiveRecording {
  const shape: Record<(typeof LiveSignal)[number], (s: number) => number> = {
    speed_kmh: (s) => 24 + 2 * Math.sin(0.7 * s),
    cadence_rpm: (s) => 75 + 6 * Math.sin(0.9 * s + 1),
    torque_nm: (s) => 32 * (0.55 + 0.7 * Math.abs(Math.sin(Math.PI * 1.25 * s))),
    motor_current_a: (s) => 10 + 3 * Math.abs(Math.sin(Math.PI * 1.25 * s)),
    battery_voltage_v: (s) => 39.6 - 0.3 * Math.abs(Math.sin(Math.PI * 1.25 * s)),
    battery_current_a: (s) => 9.4 + 2.8 * Math.abs(Math.sin(Math.PI * 1.25 * s)),
    motor_temperature_c: (s) => 22 + 0.03 * s,
    controller_temperature_c: (s) => 23 + 0.02 * s,
  };
  const times = Array.from({ length: 80 }, (_, i) => i * 250);
  return {
    started_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    channels: LiveSignal.map((name) => ({
      name,
      unit: LiveSignalSpec[name].unit,
      samples: times.map((t): [number, number] => [t, Math.round(shape[name](t / 1000) * 100) / 100]),
    })),
  };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const parties = await signInParties(browser, baseUrl, { phones: true });
  ({ dealer, center } = parties);
  contexts.push(...parties.contexts);
  pageErrors.push(...parties.pageErrors);
  workspaceId = await workspaceWithWork(dealer, BIKE, 'Motor cuts out at speed on the stand');
  const recording = standRide();
  const report = await call<{ id: number }>(dealer, 'POST', '/api/service_report/', {
    workspace_id: workspaceId,
    title: 'Motor cut-out on the stand',
    summary: 'Ridden on the stand at 24 km/h; the recording shows the motor current while it cut out.',
    recording,
  });
  reportId = report.id;
  // A draft claim: the dealer's new claim is also the service center's newest audit entry.
  const claim = await call<{ id: number }>(dealer, 'POST', '/api/claim', {
    vin: BIKE.vin,
    workspace_id: workspaceId,
    part_type: 'motor',
    serial: MOTOR.barcode,
    description: 'Motor cuts out at speed on the stand',
    recording,
  });
  claimId = claim.id;
});
afterAll(async () => {
  // No draft claim left for other journeys to find on this bike.
  if (claimId) await call(dealer, 'POST', `/api/claim/${claimId}/status`, { action: 'cancel' });
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('records screens of issue 17', () => {
  it('the draft service report with a live-data recording', async () => {
    await screenMatrix(
      dealer,
      `/service-report?workspaceId=${workspaceId}&reportId=${reportId}`,
      'service-report-recording',
      (page) => page.getByTestId('live-recording').getByTestId('recording-speed_kmh').waitFor(),
    );
  });

  it('a claim with a live-data recording in its evidence', async () => {
    await screenMatrix(dealer, `/claim/${claimId}`, 'claim-recording', (page) =>
      page.getByTestId('claim-evidence').getByTestId('recording-speed_kmh').waitFor(),
    );
  });

  it("the service center's audit log", async () => {
    await screenMatrix(center, '/audit-log', 'audit-log', (page) =>
      page.locator(`tbody tr[data-subject="claim"]`).first().waitFor(),
    );
    for (const errors of pageErrors) expect(errors).toEqual([]);
  });
});

describe("the embedded provider's sign-out pages", () => {
  it('asks to sign out and says signed out, in a browser without script, in German and Japanese', async () => {
    // Without script the sign-out page waits for its button instead of sending itself. The dealer's
    // provider session comes along (its cookies), so no new sign-in.
    const context = await newContext(browser, baseUrl, {
      viewport: viewportOf(1440),
      javaScriptEnabled: false,
    });
    contexts.push(context);
    await context.addCookies(await contexts[0]!.cookies());
    const page = await context.newPage();
    const signOut = { de: 'Abmelden', ja: 'ログアウト' } as const;
    const signedOut = { de: 'Sie sind abgemeldet.', ja: 'ログアウトしました。' } as const;
    /** The page in both themes (the provider's pages follow the system's) and three widths. */
    const inBothThemes = async (lang: string, name: string) => {
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await checkAtWidths(page, `${name} ${lang} ${theme}`, `${name}-${lang}-${theme}`, {
          scriptDisabled: true,
        });
      }
    };
    const askSignOut = async (lang: 'de' | 'ja', name: string) => {
      // The portal's sign-out request without a return address, so the provider's own pages show.
      await page.goto(`/idp/session/end?ui_locales=${lang}`);
      await page.getByRole('button', { name: signOut[lang] }).waitFor();
      await inBothThemes(lang, name);
    };
    const confirm = async (lang: 'de' | 'ja') => {
      await page.getByRole('button', { name: signOut[lang] }).click();
      await page.getByRole('heading', { level: 1, name: signedOut[lang] }).waitFor();
      await inBothThemes(lang, 'idp-signed-out');
    };

    // Signed in: the sign-out page in Japanese, then in German, and signed out in German.
    await askSignOut('ja', 'idp-sign-out');
    await askSignOut('de', 'idp-sign-out');
    await confirm('de');
    // Signed out already: the provider's own page for a sign-out with no session to end, in the
    // same look and languages (decision 1777), and signed out in Japanese.
    await askSignOut('de', 'idp-sign-out-no-session');
    await askSignOut('ja', 'idp-sign-out-no-session');
    await confirm('ja');
  });
});
