// Texts of the back-office screens; shared texts (buttons, toasts, errors) are in @gakumu/ui.
export const ja = {
  product: {
    name: "学務",
    area: "バックオフィス",
    copyright: "© 学務",
  },
  login: {
    title: "ログイン",
    lead: "管理者アカウントでログインしてください。",
    userId: "ユーザーID",
    password: "パスワード",
    submit: "ログイン",
    userIdRequired: "ユーザーIDを入力してください",
    passwordRequired: "パスワードを入力してください",
    unsupportedTwoStep: "この2段階認証の方式には対応していません。管理者にお問い合わせください。",
  },
  totp: {
    title: "2段階認証",
    lead: "認証アプリに表示されている6桁の認証コードを入力してください。",
    setupLead:
      "2段階認証の設定が必要です。認証アプリ（Google Authenticator、Microsoft Authenticator など）で「セットアップキーを入力」を選び、次のキーを登録してから、表示された6桁のコードを入力してください。",
    setupKey: "セットアップキー",
    account: "アカウント",
    copy: "コピー",
    copied: "コピーしました",
    codeLabel: "認証コード",
    codeInvalid: "6桁の数字を入力してください",
    submit: "認証する",
  },
  home: {
    title: "ホーム",
    lead: "ログインしました。",
  },
  errors: {
    backToTop: "トップページへ戻る",
    backToLogin: "ログイン画面へ",
  },
};

export type BackofficeCatalogue = {
  [K in keyof typeof ja]: { [L in keyof (typeof ja)[K]]: string };
};
