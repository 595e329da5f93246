// One vocabulary for the work done on a bike: every task type and activity kind has a technician
// wording (what the service tool shows) and a rider wording (what a published service report, its
// PDF and the rider's link show: no internal names, the fault codes beside the words). Both in all
// twelve portal languages; the API renders PDFs from it and the web app its screens, so the two
// never disagree. docs/decisions/1725-one-vocabulary-for-work-words.md
import type { ActivityKind, TaskLevel, TaskType } from '../enums.ts';
import type { Language } from '../constants.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fi } from './fi.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { nl } from './nl.ts';
import { sv } from './sv.ts';
import { zhTW } from './zh-TW.ts';

/** Activity calls whose recorded kind has another name (bootloader_rescue → bootloader_rescued …). */
export type ActivityWordKey = ActivityKind | 'bootloader_rescue' | 'performance_tuning' | 'parameter_sync';
export type TaskStatusWord = 'in_progress' | 'completed' | 'removed';
export type Audience = 'technician' | 'rider';

export interface Wording {
  technician: string;
  rider: string;
}

export interface LocaleVocabulary {
  task: Record<TaskType, Wording>;
  activity: Record<ActivityWordKey, Wording>;
  /** Rider words for a task's state in a report. */
  status: Record<TaskStatusWord, string>;
  level: Record<TaskLevel, string>;
  failed: string;
  /** "Code {codes}" / "Codes {codes}" beside a fault's words. */
  code: string;
  codes: string;
}

export const Vocabulary: Record<Language, LocaleVocabulary> = {
  en,
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
  'zh-TW': zhTW,
};

const localeOf = (lang: string): LocaleVocabulary => Vocabulary[lang as Language] ?? en;

/** Words of a task type for one audience; an unknown type (a newer server) reads as itself. */
export function taskWords(type: string, audience: Audience, lang: string): string {
  return localeOf(lang).task[type as TaskType]?.[audience] ?? type;
}

export function activityWords(kind: string, audience: Audience, lang: string): string {
  return localeOf(lang).activity[kind as ActivityWordKey]?.[audience] ?? kind;
}

/** "Code 0x2001" / "Codes 0x2001, 0x3002"; empty without codes. */
export function codeList(codes: readonly string[], lang: string): string {
  if (codes.length === 0) return '';
  const v = localeOf(lang);
  return `${codes.length === 1 ? v.code : v.codes} ${codes.join(', ')}`;
}

/** The rider's line for a task or activity: the words, then the codes it concerns. */
export function riderLine(words: string, codes: readonly string[], lang: string): string {
  const list = codeList(codes, lang);
  return list ? `${words} (${list})` : words;
}

export function riderTaskStatus(status: string, lang: string): string {
  return localeOf(lang).status[status as TaskStatusWord] ?? status;
}

export function riderTaskLevel(level: string, lang: string): string {
  return localeOf(lang).level[level as TaskLevel] ?? level;
}

export function riderFailed(lang: string): string {
  return localeOf(lang).failed;
}
