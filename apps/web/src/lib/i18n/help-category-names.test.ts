// Help-article category tags follow the portal's language (issue 17: "torque sensor" stayed English
// in the error-code lookup and on the article in German and Japanese).
import { afterEach, describe, expect, it } from 'vitest';
import { Language } from '@dealer/contracts';
import { helpCategoryName, HelpTopicTag } from './help-category-names.ts';
import { setLanguage } from './i18n.ts';

describe('help category names', () => {
  afterEach(() => setLanguage('en'));

  it('names parts and topics in English', () => {
    expect(helpCategoryName('torque_sensor')).toBe('torque sensor');
    expect(helpCategoryName('speed_sensor')).toBe('speed sensor');
    expect(helpCategoryName('hmi')).toBe('HMI');
    expect(helpCategoryName('case')).toBe('case');
    expect(helpCategoryName('serial_number')).toBe('frame number');
  });

  it('names parts and topics in German and Japanese', async () => {
    await setLanguage('de');
    expect(helpCategoryName('torque_sensor')).toBe('Drehmomentsensor');
    expect(helpCategoryName('connection')).toBe('Verbindung');
    await setLanguage('ja');
    expect(helpCategoryName('torque_sensor')).toBe('トルクセンサー');
    expect(helpCategoryName('motor')).toBe('モーター');
    expect(helpCategoryName('connection')).toBe('接続');
  });

  it('gives every topic a name of its own in every language but English', async () => {
    await setLanguage('en');
    const english = HelpTopicTag.map(helpCategoryName);
    for (const language of Language.filter((l) => l !== 'en')) {
      await setLanguage(language);
      const names = HelpTopicTag.map(helpCategoryName);
      // Loanwords may match English ("firmware", "portal"); most words may not.
      const same = names.filter((name, i) => name === english[i]);
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThanOrEqual(6);
      expect(
        names.every((n) => n && !n.startsWith('help.tag.')),
        language,
      ).toBe(true);
    }
  });

  it('keeps the words of a tag it does not know', async () => {
    await setLanguage('de');
    expect(helpCategoryName('drive_unit')).toBe('drive unit');
  });
});
