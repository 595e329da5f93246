// "System Bridge" is the name of the program the workshop installs (decision 1781): never translated,
// never hyphenated in the Latin-script languages, one transliteration each in Japanese, Korean and
// Chinese. The portal's messages and the help centre's texts are checked against this one table.
import type { Language } from './constants.ts';

/** The program's name in each language; Finnish attaches its case endings ("System Bridgen"). */
export const SystemBridgeName = {
  en: 'System Bridge',
  de: 'System Bridge',
  fr: 'System Bridge',
  es: 'System Bridge',
  it: 'System Bridge',
  nl: 'System Bridge',
  da: 'System Bridge',
  sv: 'System Bridge',
  fi: 'System Bridge',
  ja: 'システムブリッジ',
  ko: '시스템 브리지',
  'zh-TW': '系統橋接程式',
} as const satisfies Record<Language, string>;

/** The wordings used before decision 1781, in any language; none may come back. */
export const SystemBridgeOldWordings: readonly RegExp[] = [
  /system bridge/, // lower case, or "System bridge" (every spelling is checked below)
  /System-Bridge/i,
  /pont système/i,
  /puente del sistema/i,
  /bridge di sistema/i,
  /systeembr(ug|idge)/i,
  /systembro/i,
  /systembrygga/i,
  /järjestelmäsil/i,
  /系統橋接器/,
];

/** What is wrong with how a text writes the program's name ([] when nothing): old wordings, other spellings. */
export function systemBridgeNamingProblems(text: string): string[] {
  const problems = SystemBridgeOldWordings.filter((w) => w.test(text)).map((w) => `old wording ${w}`);
  // Every spelling of the two words, hyphenated or in any case, is the product name's.
  for (const spelling of text.match(/system[\s-]*bridge/gi) ?? [])
    if (spelling !== 'System Bridge') problems.push(`spelled "${spelling}"`);
  return problems;
}
