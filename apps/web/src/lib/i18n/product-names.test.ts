// "System Bridge" is the name of the program the workshop installs (decision 1781; the table is
// SystemBridgeName of contracts). Each language used to mix its own translation with the English words.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Language, SystemBridgeName, systemBridgeNamingProblems } from '@dealer/contracts';
import en from './locales/en.json';

const read = (language: Language) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'locales', `${language}.json`), 'utf8'),
  ) as Record<string, string>;

const bridgeKeys = Object.entries(en)
  .filter(([, text]) => /system bridge/i.test(text))
  .map(([key]) => key);

describe('the System Bridge by name', () => {
  it('finds the messages that name it', () => {
    expect(bridgeKeys.length).toBeGreaterThanOrEqual(20);
  });

  for (const language of Language) {
    it(`${language} calls it ${SystemBridgeName[language]} in every message that names it`, () => {
      const messages = read(language);
      for (const key of bridgeKeys) {
        const text = messages[key] ?? '';
        expect(text, `${language} ${key}`).toContain(SystemBridgeName[language]);
        expect(systemBridgeNamingProblems(text), `${language} ${key}`).toEqual([]);
      }
    });
  }
});
