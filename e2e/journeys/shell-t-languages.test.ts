// Issue 17 point 4: languages stop halfway. Signed in once as the dealer, read in English first, then
// in German and in Japanese: the error-code article (from the help centre's error-code lookup) and a
// problem-solving article (from its categories) are written in that language, not the English text,
// and not marked as an English fallback; home's recent activity dates the workspace through Intl of
// the locale (never "26 Nov 2026 02:20 AM") and counts its open tasks in the language's plural; the
// lookup, the components overview and the firmware update name the torque sensor and the other parts
// in the language; the firmware button counts its images in the language's plural. No screen shows a
// "(s)" plural; axe finds nothing on any screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoFleet } from '@dealer/contracts';
import { axeViolations } from '../harness/axe.ts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { screenshot } from '../harness/screenshots.ts';
import { connectBike, putScenario } from '../harness/service-tool.ts';
import { signIn } from '../harness/sign-in.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const BIKE = DemoFleet.firmware_update_available;
const CODE = '0x0301'; // Torque sensor signal implausible

const ENGLISH_WORDS = {
  language: 'Language',
  nav: { main: 'Main navigation', more: 'More', help: 'Help' },
  codeLabel: 'Error code or description',
  problemSolving: 'Problem solving',
  connecting: 'Connecting a bike',
  helpCentre: 'Help centre',
};
const LANGUAGES = [
  {
    code: 'de',
    locale: 'de-DE',
    language: 'Sprache',
    nav: { main: 'Hauptnavigation', more: 'Mehr', help: 'Hilfe', home: 'Startseite', tool: 'Service-Tool' },
    codeLabel: 'Fehlercode oder Beschreibung',
    problemSolving: 'Problemlösung',
    connecting: 'Ein Fahrrad verbinden',
    helpCentre: 'Hilfecenter',
    meaning: 'Was der Code bedeutet',
    recent: 'Letzte Aktivitäten',
    // "26. Nov. 2026, 14:05" (decision 1752): dotted day, German month, year, a 24-hour clock.
    date: /^\d{1,2}\. (Jan\.|Feb\.|März|Apr\.|Mai|Juni|Juli|Aug\.|Sept\.|Okt\.|Nov\.|Dez\.) \d{4}/,
    // One or two hour digits: Intl writes 1:54 at night and 14:05 in the afternoon.
    clock: /, \d{1,2}:\d{2}$/,
    openTasks: (n: number) => `${n} offene ${n === 1 ? 'Aufgabe' : 'Aufgaben'}`,
    health: /^Zustandswert \d+$/,
    torque: 'Drehmomentsensor',
    controller: 'Steuergerät',
    toolNav: 'Aufgaben des Service-Tools',
    overview: 'Komponentenübersicht',
    firmware: 'Firmware-Update',
    updateImages: (n: number) => `${n} ${n === 1 ? 'Image' : 'Images'} aktualisieren`,
  },
  {
    code: 'ja',
    locale: 'ja-JP',
    language: '言語',
    nav: {
      main: 'メインナビゲーション',
      more: 'その他',
      help: 'ヘルプ',
      home: 'ホーム',
      tool: 'サービスツール',
    },
    codeLabel: 'エラーコードまたは説明',
    problemSolving: 'トラブルシューティング',
    connecting: '自転車の接続',
    helpCentre: 'ヘルプセンター',
    meaning: 'このコードの意味',
    recent: '最近のアクティビティ',
    date: /^\d{4}年\d{1,2}月\d{1,2}日/,
    clock: / \d{1,2}:\d{2}$/,
    openTasks: (n: number) => `未完了タスク ${n} 件`,
    health: /^ヘルス \d+$/,
    torque: 'トルクセンサー',
    controller: 'コントローラー',
    toolNav: 'サービスツールのタスク',
    overview: 'コンポーネント概要',
    firmware: 'ファームウェア更新',
    updateImages: (n: number) => `${n} 件のイメージを更新`,
  },
] as const;
type Words = (typeof LANGUAGES)[number];

/** The English day-month-year of decision 0044 ("24 Nov 2026") and its clock marker. */
const ENGLISH_DATE = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b|\b[AP]M\b/;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const english: { code?: Article; problem?: Article } = {};

interface Article {
  url: string;
  title: string;
  body: string;
  category: string;
}

async function readArticle(p: Page): Promise<Article> {
  const body = p.locator('.hc-article');
  await body.waitFor();
  return {
    url: p.url(),
    title: await p.getByRole('heading', { level: 1 }).innerText(),
    body: await body.innerText(),
    // "Category: torque sensor": the value after the label.
    category: (await p.locator('main p > span.muted').innerText()).replace(/^[^:：]+[:：]\s*/, ''),
  };
}

async function openNav(p: Page, words: { nav: { main: string; more: string } }, name: string) {
  const nav = p.getByRole('navigation', { name: words.nav.main });
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: words.nav.more }).click();
  await link.click();
}

/** The help centre's way to both articles: the error-code lookup, then the problem-solving category. */
async function openErrorCodeArticle(p: Page, words: Words | typeof ENGLISH_WORDS) {
  await openNav(p, words, words.nav.help);
  await p.getByLabel(words.codeLabel).fill(CODE);
  await p.getByRole('link', { name: CODE, exact: true }).click();
  return readArticle(p);
}
async function openProblemArticle(p: Page, words: Words | typeof ENGLISH_WORDS) {
  await p.getByRole('link', { name: words.helpCentre }).click();
  const category = p.getByRole('region', { name: words.problemSolving });
  const section = category.getByRole('listitem').filter({
    has: p.getByRole('button', { name: words.connecting }),
  });
  await section.getByRole('button', { name: words.connecting }).click();
  await section.getByRole('link').first().click();
  return readArticle(p);
}

/** axe, no "(s)" plural anywhere in the visible text, and a screenshot. */
async function checkScreen(p: Page, name: string) {
  expect(await axeViolations(p), name).toEqual([]);
  expect(await p.locator('body').innerText(), name).not.toContain('(s)');
  await screenshot(p, `shell-t-languages-${name}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { acceptCookies: true });
  page = await context.newPage();
  errors = watchErrors(page);
  await putScenario(bridgeUrl, 'firmware_update_available');
  await signIn(page, 'dealer@example.com', '/');
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  // The English articles, to compare the translations with.
  english.code = await openErrorCodeArticle(page, ENGLISH_WORDS);
  english.problem = await openProblemArticle(page, ENGLISH_WORDS);
  // The bike with two firmware updates, so home has a workspace with open tasks.
  await connectBike(page, 'firmware_update_available');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe.each(LANGUAGES)('in $code', (words) => {
  it('shows the help articles in the language, not the English text, and not as a fallback', async () => {
    const from = words.code === 'de' ? ENGLISH_WORDS.language : LANGUAGES[0].language;
    await page.getByLabel(from).selectOption(words.code);
    await page.getByRole('navigation', { name: words.nav.main }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(words.locale);

    const code = await openErrorCodeArticle(page, words);
    expect(code.url).toBe(english.code!.url);
    expect(code.title).not.toBe(english.code!.title);
    expect(code.body).toContain(words.meaning);
    for (const line of english.code!.body.split('\n').filter((l) => l.length > 12))
      expect(code.body, 'English text in the article').not.toContain(line);
    expect(code.category).toBe(words.torque);
    expect(await page.getByTestId('language-fallback').count()).toBe(0);
    expect(await page.locator('.hc-article').getAttribute('lang')).toBeNull();
    await checkScreen(page, `${words.code}-error-code-article`);

    const problem = await openProblemArticle(page, words);
    expect(problem.url).toBe(english.problem!.url);
    expect(problem.title).not.toBe(english.problem!.title);
    for (const line of english.problem!.body.split('\n').filter((l) => l.length > 12))
      expect(problem.body, 'English text in the article').not.toContain(line);
    expect(problem.category).not.toBe(english.problem!.category);
    expect(await page.getByTestId('language-fallback').count()).toBe(0);
    expect(await page.locator('.hc-article').getAttribute('lang')).toBeNull();
    await checkScreen(page, `${words.code}-problem-article`);
  });

  it('dates and counts the recent workspace the way the language does', async () => {
    await openNav(page, words, words.nav.home);
    const recent = page.getByRole('region', { name: words.recent });
    const item = recent.getByRole('listitem').filter({ hasText: BIKE.vin }).first();
    const line = await item.locator('.small').innerText();
    const [date, tasks, health] = line.split(' · ');
    expect(date, line).toMatch(words.date);
    expect(date, line).toMatch(words.clock);
    expect(line).not.toMatch(ENGLISH_DATE);
    // The day, month and year are today's, as Intl writes them in the locale.
    const today = await page.evaluate(
      (locale) =>
        new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
          new Date(),
        ),
      words.locale,
    );
    expect(date!.startsWith(today), `${date} starts with ${today}`).toBe(true);
    const count = Number(/\d+/.exec(tasks!)![0]);
    expect(count).toBeGreaterThan(0);
    expect(tasks).toBe(words.openTasks(count));
    expect(health).toMatch(words.health);
    await checkScreen(page, `${words.code}-home`);
  });

  it('names the parts in the language and counts the firmware images in its plural', async () => {
    // The error-code lookup's category column.
    await openNav(page, words, words.nav.help);
    await page.getByLabel(words.codeLabel).fill(CODE);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: CODE, exact: true }) });
    expect(await row.getByRole('cell').last().innerText()).toBe(words.torque);
    await checkScreen(page, `${words.code}-help-centre`);

    await openNav(page, words, words.nav.tool);
    const tasks = page.getByRole('navigation', { name: words.toolNav });
    await tasks.getByRole('link', { name: new RegExp(`^${words.overview}( \\(|$)`) }).click();
    const name = (part: string) =>
      page.getByTestId(`component-${part}`).getByRole('cell').first().innerText();
    expect(await name('torque')).toBe(words.torque);
    expect(await name('controller')).toBe(words.controller);
    expect(await page.locator('main').innerText()).not.toMatch(/torque sensor/i);
    await checkScreen(page, `${words.code}-components-overview`);

    await tasks.getByRole('link', { name: new RegExp(`^${words.firmware}( \\(|$)`) }).click();
    const update = page.getByRole('button', { name: words.updateImages(2), exact: true });
    await update.waitFor();
    await page.getByRole('rowheader', { name: new RegExp(`^${words.controller}`) }).waitFor();
    await checkScreen(page, `${words.code}-firmware-update`);
    await page.getByRole('checkbox', { name: /5\.3\.2/ }).uncheck();
    await page.getByRole('button', { name: words.updateImages(1), exact: true }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Update \d+ images?|\(s\)/i);
    expect(errors).toEqual([]);
  });
});
