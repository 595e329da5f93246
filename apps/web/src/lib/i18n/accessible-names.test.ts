// A link named by aria-label says what it shows (WCAG 2.5.3, axe label-content-name-mismatch): home's
// "Service report" and "Service book" links of a workspace are named "… of {vin}" in every language,
// and the name contains the visible words (Japanese said 整備レポート but named it サービスレポート).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Language } from '@dealer/contracts';

const read = (language: Language) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'locales', `${language}.json`), 'utf8'),
  ) as Record<string, string>;

const LINKS: [visible: string, name: string][] = [
  ['nav.serviceReport', 'home.reportOf'],
  ['nav.serviceBook', 'home.openBookOf'],
];

describe('link names', () => {
  for (const language of Language) {
    it(`${language}: the named links contain their visible text`, () => {
      const messages = read(language);
      for (const [visible, name] of LINKS)
        expect(messages[name]!.toLowerCase(), `${language} ${name}`).toContain(
          messages[visible]!.toLowerCase(),
        );
    });
  }
});
