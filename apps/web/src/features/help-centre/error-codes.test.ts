import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n.ts';
import { errorCodeRows, matchErrorCodes } from './error-codes.ts';

const articles = [
  {
    id: 2,
    title: '0x0302 Torque sensor offset drift',
    label_names: ['error_code:0x0302', 'category:torque_sensor'],
  },
  {
    id: 1,
    title: '0x0101 Motor over-temperature',
    label_names: ['category:drive_unit', 'error_code:0x0101', 'level:high'],
  },
  { id: 3, title: 'Where to find the frame number', label_names: ['category:serial_number'] },
];

describe('error codes from article tags', () => {
  it('derives code, description and category, sorted by code, skipping untagged articles', () => {
    expect(errorCodeRows(articles)).toEqual([
      { code: '0x0101', description: 'Motor over-temperature', category: 'drive unit', articleId: 1 },
      { code: '0x0302', description: 'Torque sensor offset drift', category: 'torque sensor', articleId: 2 },
    ]);
  });

  it('finds a code with or without 0x, in any case, and by description', () => {
    const rows = errorCodeRows(articles);
    expect(matchErrorCodes(rows, '0X0101').map((r) => r.articleId)).toEqual([1]);
    expect(matchErrorCodes(rows, '0302').map((r) => r.articleId)).toEqual([2]);
    expect(matchErrorCodes(rows, 'temperature').map((r) => r.articleId)).toEqual([1]);
    expect(matchErrorCodes(rows, '9999')).toEqual([]);
    expect(matchErrorCodes(rows, '  ')).toHaveLength(2);
  });

  describe('in the portal language', () => {
    afterEach(() => setLanguage('en'));

    it('names the category as the components screens do (issue 17: "torque sensor" in German)', async () => {
      await setLanguage('de');
      expect(errorCodeRows(articles).map((r) => r.category)).toEqual(['drive unit', 'Drehmomentsensor']);
      await setLanguage('ja');
      expect(errorCodeRows(articles)[1]!.category).toBe('トルクセンサー');
    });
  });
});
