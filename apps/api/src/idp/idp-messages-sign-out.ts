// The sign-out pages' words in the portal's twelve languages, with the portal's own term for signing
// out (its menu's "Log out": nav.logout in apps/web/src/lib/i18n/locales). "Back to the Dealer
// Portal" is the sign-in catalogue's `back`.
import type { Language } from '@dealer/contracts';

export type SignOutMessages = Record<
  'signingOutTitle' | 'signingOut' | 'signOut' | 'signedOutTitle' | 'signedOut',
  string
>;

export const SIGN_OUT_MESSAGES: Record<Language, SignOutMessages> = {
  en: {
    signingOutTitle: 'Signing out',
    signingOut: 'Signing you out …',
    signOut: 'Sign out',
    signedOutTitle: 'Signed out',
    signedOut: 'You are signed out.',
  },
  es: {
    signingOutTitle: 'Cerrando sesión',
    signingOut: 'Cerrando su sesión …',
    signOut: 'Cerrar sesión',
    signedOutTitle: 'Sesión cerrada',
    signedOut: 'Ha cerrado la sesión.',
  },
  da: {
    signingOutTitle: 'Logger ud',
    signingOut: 'Du bliver logget ud …',
    signOut: 'Log ud',
    signedOutTitle: 'Logget ud',
    signedOut: 'Du er logget ud.',
  },
  de: {
    signingOutTitle: 'Abmeldung',
    signingOut: 'Sie werden abgemeldet …',
    signOut: 'Abmelden',
    signedOutTitle: 'Abgemeldet',
    signedOut: 'Sie sind abgemeldet.',
  },
  fr: {
    signingOutTitle: 'Déconnexion',
    signingOut: 'Déconnexion en cours …',
    signOut: 'Se déconnecter',
    signedOutTitle: 'Déconnexion effectuée',
    signedOut: 'Votre session est fermée.',
  },
  fi: {
    signingOutTitle: 'Uloskirjautuminen',
    signingOut: 'Sinua kirjataan ulos …',
    signOut: 'Kirjaudu ulos',
    signedOutTitle: 'Uloskirjautuminen onnistui',
    signedOut: 'Olet kirjautunut ulos.',
  },
  it: {
    signingOutTitle: 'Disconnessione',
    signingOut: 'Disconnessione in corso …',
    signOut: 'Esci',
    signedOutTitle: 'Disconnessione effettuata',
    signedOut: 'Hai effettuato la disconnessione.',
  },
  nl: {
    signingOutTitle: 'Afmelden',
    signingOut: 'U wordt afgemeld …',
    signOut: 'Afmelden',
    signedOutTitle: 'Afgemeld',
    signedOut: 'U bent afgemeld.',
  },
  sv: {
    signingOutTitle: 'Loggar ut',
    signingOut: 'Du loggas ut …',
    signOut: 'Logga ut',
    signedOutTitle: 'Utloggad',
    signedOut: 'Du är utloggad.',
  },
  ja: {
    signingOutTitle: 'ログアウト中',
    signingOut: 'ログアウトしています…',
    signOut: 'ログアウト',
    signedOutTitle: 'ログアウト完了',
    signedOut: 'ログアウトしました。',
  },
  ko: {
    signingOutTitle: '로그아웃 중',
    signingOut: '로그아웃하는 중입니다…',
    signOut: '로그아웃',
    signedOutTitle: '로그아웃 완료',
    signedOut: '로그아웃되었습니다.',
  },
  'zh-TW': {
    signingOutTitle: '正在登出',
    signingOut: '正在為您登出…',
    signOut: '登出',
    signedOutTitle: '已登出',
    signedOut: '您已登出。',
  },
};
