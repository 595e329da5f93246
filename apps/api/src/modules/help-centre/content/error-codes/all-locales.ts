// The error-code texts of every help locale. A locale still being written may give an empty `codes`;
// its articles then fall back to English (marked as such in the portal).
import type { HelpLocale } from '@dealer/contracts';
import type { ErrorCodeTexts } from './error-code-texts.ts';
import { enUs } from './en-us.ts';
import { zhTw } from './zh-tw.ts';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { es } from './es.ts';
import { nl } from './nl.ts';
import { da } from './da.ts';
import { sv } from './sv.ts';
import { fi } from './fi.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';

export const errorCodeTexts: Record<HelpLocale, ErrorCodeTexts> = {
  'en-us': enUs,
  de,
  fr,
  it,
  es,
  nl,
  da,
  sv,
  fi,
  ja,
  ko,
  'zh-tw': zhTw,
};
