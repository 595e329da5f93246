// The sign-in page's words in the portal's Asian languages (terms as in the portal's own locales).
import type { SignInMessages as IdpMessages } from './idp-messages.ts';

export const ja: IdpMessages = {
  title: 'サインイン',
  heading: 'アカウントにサインイン',
  email: 'メールアドレス',
  password: 'パスワード',
  submit: 'サインイン',
  forgot: 'パスワードをお忘れですか？',
  language: '言語',
  errorCode: 'エラーコード {code}',
  enterBoth: 'メールアドレスとパスワードを入力してください。',
  wrong: 'メールアドレスまたはパスワードが正しくありません。',
  locked:
    '失敗した試行が多すぎます。このアカウントは15分間ロックされています。しばらくしてから再度お試しください。',
  disabled: 'このアカウントは無効になっています。サービスセンターにお問い合わせください。',
  notActivated:
    'このアカウントはまだ有効になっていません。「パスワードをお忘れですか？」からパスワードを設定してください。',
  rateLimited: 'このネットワークからのサインインの失敗が多すぎます。1分待ってから再度お試しください。',
  expired:
    'このサインイン要求は期限切れか、すでに使用されています。Dealer Portal に戻って、もう一度サインインしてください。',
  cannotComplete: 'このサインイン要求はここでは完了できません。',
  problemTitle: 'サインインの問題',
  problemHeading: 'サインインを続行できませんでした',
  back: 'Dealer Portal に戻る',
};

export const ko: IdpMessages = {
  title: '로그인',
  heading: '계정에 로그인',
  email: '이메일 주소',
  password: '비밀번호',
  submit: '로그인',
  forgot: '비밀번호를 잊으셨나요?',
  language: '언어',
  errorCode: '오류 코드 {code}',
  enterBoth: '이메일 주소와 비밀번호를 입력하세요.',
  wrong: '이메일 주소 또는 비밀번호가 올바르지 않습니다.',
  locked: '실패한 시도가 너무 많습니다. 이 계정은 15분 동안 잠깁니다. 나중에 다시 시도하세요.',
  disabled: '이 계정은 비활성화되었습니다. 서비스 센터에 문의하세요.',
  notActivated: '이 계정은 아직 활성화되지 않았습니다. "비밀번호를 잊으셨나요?"에서 비밀번호를 설정하세요.',
  rateLimited: '이 네트워크에서 로그인 실패가 너무 많습니다. 1분 후에 다시 시도하세요.',
  expired: '이 로그인 요청은 만료되었거나 이미 사용되었습니다. Dealer Portal로 돌아가 다시 로그인하세요.',
  cannotComplete: '이 로그인 요청은 여기에서 완료할 수 없습니다.',
  problemTitle: '로그인 문제',
  problemHeading: '로그인을 계속할 수 없습니다',
  back: 'Dealer Portal로 돌아가기',
};

export const zhTW: IdpMessages = {
  title: '登入',
  heading: '登入您的帳戶',
  email: '電子郵件地址',
  password: '密碼',
  submit: '登入',
  forgot: '忘記密碼？',
  language: '語言',
  errorCode: '錯誤代碼 {code}',
  enterBoth: '請輸入您的電子郵件地址和密碼。',
  wrong: '電子郵件地址或密碼錯誤。',
  locked: '失敗次數過多。此帳戶已鎖定 15 分鐘，請稍後再試。',
  disabled: '此帳戶已停用。請聯絡您的服務中心。',
  notActivated: '此帳戶尚未啟用。請使用「忘記密碼？」設定密碼。',
  rateLimited: '此網路的登入失敗次數過多。請等候一分鐘後再試。',
  expired: '此登入要求已過期或已被使用。請返回 Dealer Portal 重新登入。',
  cannotComplete: '此登入要求無法在此完成。',
  problemTitle: '登入問題',
  problemHeading: '無法繼續登入',
  back: '返回 Dealer Portal',
};
