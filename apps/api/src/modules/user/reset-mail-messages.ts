// The password-reset mail's words in the portal's twelve languages, with the terms of the portal's
// reset page (reset.* in apps/web/src/lib/i18n/locales). {code} and {minutes} are filled in.
import type { Language } from '@dealer/contracts';

export type ResetMailMessages = Record<'subject' | 'greeting' | 'code' | 'valid' | 'open' | 'ignore', string>;

export const RESET_MAIL_MESSAGES: Record<Language, ResetMailMessages> = {
  en: {
    subject: 'Your Dealer Portal password reset code',
    greeting: 'Hello,',
    code: 'Your Dealer Portal password reset code is {code}.',
    valid: 'It is valid for {minutes} minutes. Enter it together with your new password in the portal:',
    open: 'Set a new password in the Dealer Portal',
    ignore: 'If you did not ask for a new password, ignore this mail; your password stays as it is.',
  },
  es: {
    subject: 'Su código para restablecer la contraseña del Dealer Portal',
    greeting: 'Hola:',
    code: 'Su código para restablecer la contraseña del Dealer Portal es {code}.',
    valid: 'Es válido durante {minutes} minutos. Introdúzcalo en el portal junto con su contraseña nueva:',
    open: 'Establecer una contraseña nueva en el Dealer Portal',
    ignore: 'Si no ha solicitado una contraseña nueva, ignore este correo; su contraseña no cambiará.',
  },
  da: {
    subject: 'Din kode til nulstilling af adgangskoden til Dealer Portal',
    greeting: 'Hej,',
    code: 'Din kode til nulstilling af adgangskoden til Dealer Portal er {code}.',
    valid: 'Den gælder i {minutes} minutter. Indtast den sammen med din nye adgangskode i portalen:',
    open: 'Vælg en ny adgangskode i Dealer Portal',
    ignore:
      'Hvis du ikke har bedt om en ny adgangskode, kan du se bort fra denne e-mail; din adgangskode forbliver uændret.',
  },
  de: {
    subject: 'Ihr Code zum Zurücksetzen des Passworts für das Dealer Portal',
    greeting: 'Hallo,',
    code: 'Ihr Code zum Zurücksetzen des Passworts für das Dealer Portal lautet {code}.',
    valid: 'Er ist {minutes} Minuten gültig. Geben Sie ihn zusammen mit Ihrem neuen Passwort im Portal ein:',
    open: 'Neues Passwort im Dealer Portal festlegen',
    ignore:
      'Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  fr: {
    subject: 'Votre code de réinitialisation du mot de passe Dealer Portal',
    greeting: 'Bonjour,',
    code: 'Votre code de réinitialisation du mot de passe Dealer Portal est {code}.',
    valid: 'Il est valable {minutes} minutes. Saisissez-le avec votre nouveau mot de passe dans le portail :',
    open: 'Définir un nouveau mot de passe dans le Dealer Portal',
    ignore:
      "Si vous n'avez pas demandé de nouveau mot de passe, ignorez cet e-mail ; votre mot de passe reste inchangé.",
  },
  fi: {
    subject: 'Dealer Portalin salasanan palautuskoodisi',
    greeting: 'Hei,',
    code: 'Dealer Portalin salasanan palautuskoodisi on {code}.',
    valid: 'Se on voimassa {minutes} minuuttia. Syötä se portaalissa yhdessä uuden salasanasi kanssa:',
    open: 'Aseta uusi salasana Dealer Portalissa',
    ignore:
      'Jos et pyytänyt uutta salasanaa, voit jättää tämän viestin huomiotta; salasanasi pysyy ennallaan.',
  },
  it: {
    subject: 'Il tuo codice per reimpostare la password del Dealer Portal',
    greeting: 'Ciao,',
    code: 'Il tuo codice per reimpostare la password del Dealer Portal è {code}.',
    valid: 'È valido per {minutes} minuti. Inseriscilo nel portale insieme alla nuova password:',
    open: 'Imposta una nuova password nel Dealer Portal',
    ignore: 'Se non hai richiesto una nuova password, ignora questa e-mail; la tua password resta invariata.',
  },
  nl: {
    subject: 'Uw code om het wachtwoord voor het Dealer Portal opnieuw in te stellen',
    greeting: 'Hallo,',
    code: 'Uw code om het wachtwoord voor het Dealer Portal opnieuw in te stellen is {code}.',
    valid: 'Deze is {minutes} minuten geldig. Voer de code samen met uw nieuwe wachtwoord in het portal in:',
    open: 'Nieuw wachtwoord instellen in het Dealer Portal',
    ignore:
      'Als u geen nieuw wachtwoord hebt aangevraagd, kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',
  },
  sv: {
    subject: 'Din kod för att återställa lösenordet till Dealer Portal',
    greeting: 'Hej,',
    code: 'Din kod för att återställa lösenordet till Dealer Portal är {code}.',
    valid: 'Den gäller i {minutes} minuter. Ange den tillsammans med ditt nya lösenord i portalen:',
    open: 'Välj ett nytt lösenord i Dealer Portal',
    ignore:
      'Om du inte har bett om ett nytt lösenord kan du bortse från det här e-postmeddelandet; ditt lösenord förblir oförändrat.',
  },
  ja: {
    subject: 'Dealer Portal のパスワード再設定コード',
    greeting: 'こんにちは。',
    code: 'Dealer Portal のパスワード再設定コードは {code} です。',
    valid: 'このコードの有効期間は{minutes}分です。ポータルで新しいパスワードと一緒に入力してください：',
    open: 'Dealer Portal で新しいパスワードを設定',
    ignore:
      '新しいパスワードをリクエストしていない場合は、このメールを無視してください。パスワードは変更されません。',
  },
  ko: {
    subject: 'Dealer Portal 비밀번호 재설정 코드',
    greeting: '안녕하세요.',
    code: 'Dealer Portal 비밀번호 재설정 코드는 {code}입니다.',
    valid: '이 코드는 {minutes}분 동안 유효합니다. 포털에서 새 비밀번호와 함께 입력하세요:',
    open: 'Dealer Portal에서 새 비밀번호 설정',
    ignore: '새 비밀번호를 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
  },
  'zh-TW': {
    subject: '您的 Dealer Portal 密碼重設代碼',
    greeting: '您好：',
    code: '您的 Dealer Portal 密碼重設代碼為 {code}。',
    valid: '此代碼在 {minutes} 分鐘內有效。請在入口網站中連同新密碼一起輸入：',
    open: '在 Dealer Portal 設定新密碼',
    ignore: '如果您沒有要求新密碼，請忽略此郵件；您的密碼將保持不變。',
  },
};
