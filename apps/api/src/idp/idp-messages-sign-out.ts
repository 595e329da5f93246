// The sign-out pages' words in the portal's twelve languages, with the portal's own term for signing
// out (its menu's "Log out": nav.logout in apps/web/src/lib/i18n/locales). "Back to the Dealer
// Portal" is the sign-in catalogue's `back`. `returning`/`continue`: the page that sends a sign-in's
// answer back to the portal as a form (decision 1777). A no-break space keeps "…" on the last word's
// line on a phone.
import type { Language } from '@dealer/contracts';

export type SignOutMessages = Record<
  'signingOutTitle' | 'signingOut' | 'signOut' | 'signedOutTitle' | 'signedOut' | 'returning' | 'continue',
  string
>;

export const SIGN_OUT_MESSAGES: Record<Language, SignOutMessages> = {
  en: {
    signingOutTitle: 'Signing out',
    signingOut: 'Signing you out\u00a0…',
    signOut: 'Sign out',
    signedOutTitle: 'Signed out',
    signedOut: 'You are signed out.',
    returning: 'Taking you back to the Dealer Portal\u00a0…',
    continue: 'Continue',
  },
  es: {
    signingOutTitle: 'Cerrando sesión',
    signingOut: 'Cerrando su sesión\u00a0…',
    signOut: 'Cerrar sesión',
    signedOutTitle: 'Sesión cerrada',
    signedOut: 'Ha cerrado la sesión.',
    returning: 'Volviendo al Dealer Portal\u00a0…',
    continue: 'Continuar',
  },
  da: {
    signingOutTitle: 'Logger ud',
    signingOut: 'Du bliver logget ud\u00a0…',
    signOut: 'Log ud',
    signedOutTitle: 'Logget ud',
    signedOut: 'Du er logget ud.',
    returning: 'Du sendes tilbage til Dealer Portal\u00a0…',
    continue: 'Fortsæt',
  },
  de: {
    signingOutTitle: 'Abmeldung',
    signingOut: 'Sie werden abgemeldet\u00a0…',
    signOut: 'Abmelden',
    signedOutTitle: 'Abgemeldet',
    signedOut: 'Sie sind abgemeldet.',
    returning: 'Sie werden zum Dealer Portal zurückgeleitet\u00a0…',
    continue: 'Weiter',
  },
  fr: {
    signingOutTitle: 'Déconnexion',
    signingOut: 'Déconnexion en cours\u00a0…',
    signOut: 'Se déconnecter',
    signedOutTitle: 'Déconnexion effectuée',
    signedOut: 'Votre session est fermée.',
    returning: 'Retour au Dealer Portal en cours\u00a0…',
    continue: 'Continuer',
  },
  fi: {
    signingOutTitle: 'Uloskirjautuminen',
    signingOut: 'Sinua kirjataan ulos\u00a0…',
    signOut: 'Kirjaudu ulos',
    signedOutTitle: 'Uloskirjautuminen onnistui',
    signedOut: 'Olet kirjautunut ulos.',
    returning: 'Palataan Dealer Portaliin\u00a0…',
    continue: 'Jatka',
  },
  it: {
    signingOutTitle: 'Disconnessione',
    signingOut: 'Disconnessione in corso\u00a0…',
    signOut: 'Esci',
    signedOutTitle: 'Disconnessione effettuata',
    signedOut: 'Hai effettuato la disconnessione.',
    returning: 'Ritorno al Dealer Portal in corso\u00a0…',
    continue: 'Continua',
  },
  nl: {
    signingOutTitle: 'Afmelden',
    signingOut: 'U wordt afgemeld\u00a0…',
    signOut: 'Afmelden',
    signedOutTitle: 'Afgemeld',
    signedOut: 'U bent afgemeld.',
    returning: 'U gaat terug naar het Dealer Portal\u00a0…',
    continue: 'Doorgaan',
  },
  sv: {
    signingOutTitle: 'Loggar ut',
    signingOut: 'Du loggas ut\u00a0…',
    signOut: 'Logga ut',
    signedOutTitle: 'Utloggad',
    signedOut: 'Du är utloggad.',
    returning: 'Du skickas tillbaka till Dealer Portal\u00a0…',
    continue: 'Fortsätt',
  },
  ja: {
    signingOutTitle: 'ログアウト中',
    signingOut: 'ログアウトしています…',
    signOut: 'ログアウト',
    signedOutTitle: 'ログアウト完了',
    signedOut: 'ログアウトしました。',
    returning: 'Dealer Portal に戻っています…',
    continue: '続行',
  },
  ko: {
    signingOutTitle: '로그아웃 중',
    signingOut: '로그아웃하는 중입니다…',
    signOut: '로그아웃',
    signedOutTitle: '로그아웃 완료',
    signedOut: '로그아웃되었습니다.',
    returning: 'Dealer Portal로 돌아가는 중입니다…',
    continue: '계속',
  },
  'zh-TW': {
    signingOutTitle: '正在登出',
    signingOut: '正在為您登出…',
    signOut: '登出',
    signedOutTitle: '已登出',
    signedOut: '您已登出。',
    returning: '正在返回 Dealer Portal…',
    continue: '繼續',
  },
};
