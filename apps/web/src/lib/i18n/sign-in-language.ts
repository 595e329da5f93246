// The language chosen on the embedded sign-in page comes back in a short-lived cookie on the portal's
// origin (apps/api/src/idp/idp-interactions.ts); the portal adopts it once signed in, so a technician
// who signed in in German sees the portal in German, and the portal's own choice goes to the provider
// as ui_locales the next time (decision 1770).
import type { Language } from '@dealer/contracts';
import { currentLanguage, isLanguage, setLanguage } from './i18n.ts';

export const SIGN_IN_LANGUAGE_COOKIE = 'signin_lang';

/** The language the sign-in page left, if any (the cookie is read once and removed). */
export function takeSignInLanguage(): Language | null {
  const match = new RegExp(`(?:^|;\\s*)${SIGN_IN_LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  if (!match) return null;
  document.cookie = `${SIGN_IN_LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const value = decodeURIComponent(match[1] ?? '');
  return isLanguage(value) ? value : null;
}

/** Switches the portal (and its saved choice) to the language picked while signing in. */
export async function adoptSignInLanguage(): Promise<void> {
  const chosen = takeSignInLanguage();
  if (chosen && chosen !== currentLanguage()) await setLanguage(chosen);
}

/** The portal's language for the provider's authorize request (OIDC ui_locales). */
export const uiLocales = (): string => currentLanguage();
