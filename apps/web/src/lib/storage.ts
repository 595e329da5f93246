// Browser storage under the spec's keys (StorageKey in contracts). Reads never throw: a blocked or
// corrupt entry counts as absent.
import { StorageKey, StorageKeysKeptOnLogout } from '@dealer/contracts';

export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];

export function readString(key: StorageKeyName): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: StorageKeyName, value: string): void {
  localStorage.setItem(key, value);
}

export function readJson<T>(key: StorageKeyName): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKeyName, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function removeKey(key: StorageKeyName): void {
  localStorage.removeItem(key);
}

/** Logout: every key goes except the full-diagnosis list and the cookie flag (portal-spec §4). */
export function clearStorageOnLogout(): void {
  const kept = new Set<string>(StorageKeysKeptOnLogout);
  for (const key of Object.keys(localStorage)) {
    if (!kept.has(key)) localStorage.removeItem(key);
  }
}

export const isCookieDismissed = () => readString(StorageKey.cookieDismissed) === 'true';
export const dismissCookiePrompt = () => writeString(StorageKey.cookieDismissed, 'true');

// The mobile notice (docs/decisions/1700) is passed by once per browser session: sessionStorage, not
// one of the spec's localStorage keys, so a new session on a phone shows it again.
const MOBILE_NOTICE_SEEN = 'mobileNoticeSeen';
export function isMobileNoticeSeen(): boolean {
  try {
    return sessionStorage.getItem(MOBILE_NOTICE_SEEN) === 'true';
  } catch {
    return false;
  }
}
export function markMobileNoticeSeen(): void {
  try {
    sessionStorage.setItem(MOBILE_NOTICE_SEEN, 'true');
  } catch {
    // Storage blocked: the notice shows again on the next first load, which is harmless.
  }
}
