// Portal and bridge constants (portal-spec.md §9, calls-spec.md §9).

export const PORTAL_VERSION = '1.11.1';
export const BRIDGE_VERSION = '13.4.0';
/** Header every portal call carries. */
export const PORTAL_VERSION_HEADER = 'x-portal-version';
export const SESSION_TOKEN_HEADER = 'x-session-token';
export const SPECIAL_BRAND_ID = 4;

export const API_BASE_PATH = '/api';
export const DEFAULT_PORTAL_PORT = 8080;
export const DEFAULT_BRIDGE_PORT = 3008;

export const GET_CACHE_TTL_MS = 60 * 60 * 1000;
export const SUCCESS_NOTIFICATION_MS = 6000;
export const CLICK_LOCK_MS = 3000;
export const FULL_DIAGNOSIS_RETENTION_DAYS = 7;

export const ModalWidth = { small: 400, medium: 520, large: 800 } as const;
export const ZIndex = { dialog: 2400, overlay: 2000, printPreview: 20002 } as const;

export const KM_TO_MILE = 0.6213711922;
export const MILE_TO_KM = 1.60934;

export const HealthBand = { poorMax: 64, normalMax: 79 } as const;
export type HealthBandName = 'Poor' | 'Normal' | 'Healthy';
export function healthBand(score: number): HealthBandName {
  if (score <= HealthBand.poorMax) return 'Poor';
  if (score <= HealthBand.normalMax) return 'Normal';
  return 'Healthy';
}

/** Speed-limit options in km/h, in the order of the SpeedLimit enumeration. */
export const SpeedLimitKmh = {
  KM_24: 24,
  KM_25: 25,
  KM_24_5_FULL: 24.5,
  KM_25_FULL: 25,
  KM_29_FULL: 29,
  KM_32: 32,
  KM_45: 45,
} as const;

export const Language = ['en', 'es', 'da', 'de', 'fr', 'fi', 'it', 'nl', 'sv', 'ja', 'ko', 'zh-TW'] as const;
export type Language = (typeof Language)[number];
/** Each language named in itself, as language pickers conventionally do (portal and sign-in page). */
export const LanguageNativeName: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  da: 'Dansk',
  de: 'Deutsch',
  fr: 'Français',
  fi: 'Suomi',
  it: 'Italiano',
  nl: 'Nederlands',
  sv: 'Svenska',
  ja: '日本語',
  ko: '한국어',
  'zh-TW': '繁體中文',
};
export const LocaleOfLanguage: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  da: 'da-DK',
  de: 'de-DE',
  fr: 'fr-FR',
  fi: 'fi-FI',
  it: 'it-IT',
  nl: 'nl-NL',
  sv: 'sv-FI',
  ja: 'ja-JP',
  ko: 'ko-KR',
  'zh-TW': 'zh-TW',
};
export const FALLBACK_LOCALE = 'en-US';

/** Browser storage keys the portal spec names. */
export const StorageKey = {
  idToken: 'idToken',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  workspaceId: 'workspaceId',
  workspaceVin: 'workspaceVin',
  sessionToken: 'sessionToken',
  username: 'username',
  fullDiagnosisInfoList: 'fullDiagnosisInfoList',
  cookieDismissed: 'cookieDismissed',
  accountAttribute: 'accountAttribute',
  permission: 'permission',
  connectInfo: 'connectInfo',
  lang: 'lang',
} as const;
/** Keys that survive logout (portal-spec.md §4). */
export const StorageKeysKeptOnLogout = [
  StorageKey.fullDiagnosisInfoList,
  StorageKey.cookieDismissed,
] as const;

/** Where the portal's own origin serves the bridge packages (a deployment may point elsewhere). */
export const DEFAULT_DOWNLOAD_BASE = '/downloads';

/**
 * The system bridge packages built from this repository (scripts/build-bridge-packages.mjs): a zip for
 * Windows and a tar.gz for macOS, each the bundled bridge with its start script. Not an .exe / .dmg:
 * those cannot be built and signed on Linux (docs/decisions/, "Bridge installer downloads").
 */
export const BridgeInstaller = {
  version: BRIDGE_VERSION,
  files: {
    windows: `system-bridge-${BRIDGE_VERSION}-windows.zip`,
    macos: `system-bridge-${BRIDGE_VERSION}-macos.tar.gz`,
  },
  /** The folder each package unpacks to. */
  folder: `system-bridge-${BRIDGE_VERSION}`,
  windows: `${DEFAULT_DOWNLOAD_BASE}/system-bridge-${BRIDGE_VERSION}-windows.zip`,
  macos: `${DEFAULT_DOWNLOAD_BASE}/system-bridge-${BRIDGE_VERSION}-macos.tar.gz`,
} as const;

/** Rules for a new password (embedded provider): at least this many characters, a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export type PasswordProblem = 'too_short' | 'needs_letter_and_digit';
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'needs_letter_and_digit';
  return undefined;
}
