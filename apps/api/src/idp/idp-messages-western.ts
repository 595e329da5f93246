// The sign-in page's words in the portal's European languages (the portal's own translations use the
// same terms: apps/web/src/lib/i18n/locales). Asian languages: idp-messages-east-asian.ts.
import type { SignInMessages as IdpMessages } from './idp-messages.ts';

export const en: IdpMessages = {
  title: 'Sign in',
  heading: 'Sign in to your account',
  email: 'E-mail address',
  password: 'Password',
  submit: 'Sign in',
  forgot: 'Forgot password?',
  language: 'Language',
  errorCode: 'Error code {code}',
  enterBoth: 'Enter your e-mail address and password.',
  wrong: 'Wrong e-mail address or password.',
  locked: 'Too many failed attempts. This account is locked for 15 minutes; please try again later.',
  disabled: 'This account has been disabled. Please contact your service center.',
  notActivated: 'This account is not activated yet. Use “Forgot password?” to set a password.',
  rateLimited: 'Too many failed sign-ins from this network. Please wait a minute and try again.',
  expired:
    'This sign-in request has expired or was already used. Go back to the Dealer Portal and sign in again.',
  cannotComplete: 'This sign-in request cannot be completed here.',
  problemTitle: 'Sign-in problem',
  problemHeading: 'Sign-in could not continue',
  back: 'Back to the Dealer Portal',
};

export const es: IdpMessages = {
  title: 'Iniciar sesión',
  heading: 'Inicie sesión en su cuenta',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  forgot: '¿Ha olvidado su contraseña?',
  language: 'Idioma',
  errorCode: 'Código de error {code}',
  enterBoth: 'Introduzca su correo electrónico y su contraseña.',
  wrong: 'Correo electrónico o contraseña incorrectos.',
  locked:
    'Demasiados intentos fallidos. Esta cuenta está bloqueada durante 15 minutos; inténtelo de nuevo más tarde.',
  disabled: 'Esta cuenta se ha desactivado. Póngase en contacto con su centro de servicio.',
  notActivated: 'Esta cuenta aún no está activada. Use «¿Ha olvidado su contraseña?» para crear una.',
  rateLimited:
    'Demasiados inicios de sesión fallidos desde esta red. Espere un minuto y vuelva a intentarlo.',
  expired:
    'Esta solicitud de inicio de sesión ha caducado o ya se ha utilizado. Vuelva al Dealer Portal e inicie sesión de nuevo.',
  cannotComplete: 'Esta solicitud de inicio de sesión no se puede completar aquí.',
  problemTitle: 'Problema al iniciar sesión',
  problemHeading: 'No se pudo continuar con el inicio de sesión',
  back: 'Volver al Dealer Portal',
};

export const da: IdpMessages = {
  title: 'Log ind',
  heading: 'Log ind på din konto',
  email: 'E-mailadresse',
  password: 'Adgangskode',
  submit: 'Log ind',
  forgot: 'Glemt adgangskode?',
  language: 'Sprog',
  errorCode: 'Fejlkode {code}',
  enterBoth: 'Indtast din e-mailadresse og adgangskode.',
  wrong: 'Forkert e-mailadresse eller adgangskode.',
  locked: 'For mange mislykkede forsøg. Kontoen er låst i 15 minutter; prøv igen senere.',
  disabled: 'Denne konto er deaktiveret. Kontakt dit servicecenter.',
  notActivated: 'Denne konto er ikke aktiveret endnu. Brug “Glemt adgangskode?” for at vælge en adgangskode.',
  rateLimited: 'For mange mislykkede logins fra dette netværk. Vent et minut, og prøv igen.',
  expired:
    'Denne loginanmodning er udløbet eller allerede brugt. Gå tilbage til Dealer Portal, og log ind igen.',
  cannotComplete: 'Denne loginanmodning kan ikke gennemføres her.',
  problemTitle: 'Problem med login',
  problemHeading: 'Login kunne ikke fortsætte',
  back: 'Tilbage til Dealer Portal',
};

export const de: IdpMessages = {
  title: 'Anmelden',
  heading: 'Bei Ihrem Konto anmelden',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  submit: 'Anmelden',
  forgot: 'Passwort vergessen?',
  language: 'Sprache',
  errorCode: 'Fehlercode {code}',
  enterBoth: 'Geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
  wrong: 'E-Mail-Adresse oder Passwort ist falsch.',
  locked:
    'Zu viele Fehlversuche. Dieses Konto ist für 15 Minuten gesperrt; bitte versuchen Sie es später erneut.',
  disabled: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an Ihr Service-Center.',
  notActivated:
    'Dieses Konto ist noch nicht aktiviert. Legen Sie über „Passwort vergessen?“ ein Passwort fest.',
  rateLimited:
    'Zu viele fehlgeschlagene Anmeldungen aus diesem Netzwerk. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  expired:
    'Diese Anmeldeanfrage ist abgelaufen oder wurde bereits verwendet. Kehren Sie zum Dealer Portal zurück und melden Sie sich erneut an.',
  cannotComplete: 'Diese Anmeldeanfrage kann hier nicht abgeschlossen werden.',
  problemTitle: 'Problem bei der Anmeldung',
  problemHeading: 'Die Anmeldung konnte nicht fortgesetzt werden',
  back: 'Zurück zum Dealer Portal',
};

export const fr: IdpMessages = {
  title: 'Connexion',
  heading: 'Connectez-vous à votre compte',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  forgot: 'Mot de passe oublié ?',
  language: 'Langue',
  errorCode: "Code d'erreur {code}",
  enterBoth: 'Saisissez votre adresse e-mail et votre mot de passe.',
  wrong: 'Adresse e-mail ou mot de passe incorrect.',
  locked: 'Trop de tentatives échouées. Ce compte est bloqué pendant 15 minutes ; réessayez plus tard.',
  disabled: 'Ce compte a été désactivé. Veuillez contacter votre centre de service.',
  notActivated:
    "Ce compte n'est pas encore activé. Utilisez « Mot de passe oublié ? » pour définir un mot de passe.",
  rateLimited: 'Trop de connexions échouées depuis ce réseau. Patientez une minute et réessayez.',
  expired:
    'Cette demande de connexion a expiré ou a déjà été utilisée. Retournez au Dealer Portal et reconnectez-vous.',
  cannotComplete: 'Cette demande de connexion ne peut pas être terminée ici.',
  problemTitle: 'Problème de connexion',
  problemHeading: "La connexion n'a pas pu aboutir",
  back: 'Retour au Dealer Portal',
};

export const fi: IdpMessages = {
  title: 'Kirjaudu sisään',
  heading: 'Kirjaudu tilillesi',
  email: 'Sähköpostiosoite',
  password: 'Salasana',
  submit: 'Kirjaudu sisään',
  forgot: 'Unohditko salasanan?',
  language: 'Kieli',
  errorCode: 'Virhekoodi {code}',
  enterBoth: 'Anna sähköpostiosoitteesi ja salasanasi.',
  wrong: 'Väärä sähköpostiosoite tai salasana.',
  locked: 'Liian monta epäonnistunutta yritystä. Tili on lukittu 15 minuutiksi; yritä myöhemmin uudelleen.',
  disabled: 'Tämä tili on poistettu käytöstä. Ota yhteyttä huoltokeskukseesi.',
  notActivated: 'Tiliä ei ole vielä aktivoitu. Aseta salasana kohdasta ”Unohditko salasanan?”.',
  rateLimited: 'Liian monta epäonnistunutta kirjautumista tästä verkosta. Odota minuutti ja yritä uudelleen.',
  expired:
    'Tämä kirjautumispyyntö on vanhentunut tai jo käytetty. Palaa Dealer Portaliin ja kirjaudu uudelleen.',
  cannotComplete: 'Tätä kirjautumispyyntöä ei voi suorittaa loppuun täällä.',
  problemTitle: 'Kirjautumisongelma',
  problemHeading: 'Kirjautuminen ei voinut jatkua',
  back: 'Takaisin Dealer Portaliin',
};

export const it: IdpMessages = {
  title: 'Accedi',
  heading: 'Accedi al tuo account',
  email: 'Indirizzo e-mail',
  password: 'Password',
  submit: 'Accedi',
  forgot: 'Password dimenticata?',
  language: 'Lingua',
  errorCode: 'Codice di errore {code}',
  enterBoth: 'Inserisci il tuo indirizzo e-mail e la password.',
  wrong: 'Indirizzo e-mail o password errati.',
  locked: 'Troppi tentativi non riusciti. Questo account è bloccato per 15 minuti; riprova più tardi.',
  disabled: 'Questo account è stato disattivato. Contatta il tuo centro assistenza.',
  notActivated: 'Questo account non è ancora attivo. Usa «Password dimenticata?» per impostare una password.',
  rateLimited: 'Troppi accessi non riusciti da questa rete. Attendi un minuto e riprova.',
  expired:
    'Questa richiesta di accesso è scaduta o è già stata usata. Torna al Dealer Portal e accedi di nuovo.',
  cannotComplete: 'Questa richiesta di accesso non può essere completata qui.',
  problemTitle: "Problema d'accesso",
  problemHeading: "Impossibile proseguire con l'accesso",
  back: 'Torna al Dealer Portal',
};

export const nl: IdpMessages = {
  title: 'Aanmelden',
  heading: 'Meld u aan bij uw account',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  submit: 'Aanmelden',
  forgot: 'Wachtwoord vergeten?',
  language: 'Taal',
  errorCode: 'Foutcode {code}',
  enterBoth: 'Voer uw e-mailadres en wachtwoord in.',
  wrong: 'Onjuist e-mailadres of wachtwoord.',
  locked: 'Te veel mislukte pogingen. Dit account is 15 minuten vergrendeld; probeer het later opnieuw.',
  disabled: 'Dit account is uitgeschakeld. Neem contact op met uw servicecenter.',
  notActivated: 'Dit account is nog niet geactiveerd. Kies via ‘Wachtwoord vergeten?’ een wachtwoord.',
  rateLimited: 'Te veel mislukte aanmeldingen vanaf dit netwerk. Wacht een minuut en probeer het opnieuw.',
  expired:
    'Dit aanmeldverzoek is verlopen of al gebruikt. Ga terug naar het Dealer Portal en meld u opnieuw aan.',
  cannotComplete: 'Dit aanmeldverzoek kan hier niet worden voltooid.',
  problemTitle: 'Probleem bij aanmelden',
  problemHeading: 'Aanmelden kon niet doorgaan',
  back: 'Terug naar het Dealer Portal',
};

export const sv: IdpMessages = {
  title: 'Logga in',
  heading: 'Logga in på ditt konto',
  email: 'E-postadress',
  password: 'Lösenord',
  submit: 'Logga in',
  forgot: 'Glömt lösenordet?',
  language: 'Språk',
  errorCode: 'Felkod {code}',
  enterBoth: 'Ange din e-postadress och ditt lösenord.',
  wrong: 'Fel e-postadress eller lösenord.',
  locked: 'För många misslyckade försök. Kontot är låst i 15 minuter; försök igen senare.',
  disabled: 'Det här kontot har inaktiverats. Kontakta ditt servicecenter.',
  notActivated: 'Det här kontot är inte aktiverat än. Välj ett lösenord via ”Glömt lösenordet?”.',
  rateLimited: 'För många misslyckade inloggningar från det här nätverket. Vänta en minut och försök igen.',
  expired:
    'Den här inloggningsbegäran har gått ut eller redan använts. Gå tillbaka till Dealer Portal och logga in igen.',
  cannotComplete: 'Den här inloggningsbegäran kan inte slutföras här.',
  problemTitle: 'Problem vid inloggning',
  problemHeading: 'Inloggningen kunde inte fortsätta',
  back: 'Tillbaka till Dealer Portal',
};
