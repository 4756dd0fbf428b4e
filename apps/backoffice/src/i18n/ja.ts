import { jaAccount } from "./ja-account";

// Texts of the back-office screens; shared texts (buttons, toasts, errors) are in @gakumu/ui, and the
// messages of spec §8 and the validators' messages come from @gakumu/domain.
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
    forgot: "ユーザーID・パスワードをお忘れの方",
  },
  totp: {
    title: "2段階認証",
    lead: "認証アプリに表示されている6桁の認証コードを入力してください。",
    setupLead:
      "2段階認証の設定が必要です。認証アプリ（Google Authenticator、Microsoft Authenticator など）で次のQRコードを読み取るか、セットアップキーを入力してから、表示された6桁のコードを入力してください。",
    qrAlt: "認証アプリに登録するためのQRコード",
    setupKey: "セットアップキー",
    account: "アカウント",
    copy: "コピー",
    copied: "コピーしました",
    codeLabel: "認証コード",
    codeInvalid: "6桁の数字を入力してください",
    submit: "認証する",
  },
  secondary: {
    signedInAs: "ユーザーID「{{userId}}」の2段階認証を行っています。",
    backToLogin: "別のユーザーIDでログインする",
  },
  shell: {
    openNavigation: "メニューを開く",
    toggleNavigation: "メニューの表示を切り替える",
    mainMenu: "メインメニュー",
    processMode: "処理モード",
    modeSwitched: "処理モードを「{{mode}}」に切り替えました",
    switchOrganization: "組織・処理モードの切替",
    userMenu: "ユーザーメニュー",
    manuals: "マニュアル",
    securitySetting: "セキュリティ設定",
    logout: "ログアウト",
    logoutConfirm: "ログアウトします。よろしいですか？",
    loadFailedTitle: "画面を準備できませんでした",
    loadFailed: "利用者情報やメニューの読み込みに失敗しました。時間をおいて再試行してください。",
    retry: "再試行",
    comingSoonTitle: "この機能は準備中です",
    comingSoonMessage: "「{{name}}」の画面はまだ公開されていません。公開までお待ちください。",
    backToHome: "ホームへ戻る",
  },
  menus: {
    home: "ホーム",
    dashboard: "ダッシュボード",
    "form-dashboard": "フォームダッシュボード",
    "announcement-display": "お知らせ",
    "faq-display": "よくある質問",
    "security-setting": "セキュリティ設定",
    "applicant-information": "志願者情報",
    "not-found": "ページが見つかりません",
    "totalling-survey": "アンケート集計",
  },
  home: {
    title: "ホーム",
    greeting: "{{name}} さん、こんにちは",
    context: "{{organization}} ・ {{mode}}",
    menusTitle: "利用できるメニュー",
    noMenus: "利用できるメニューがありません。組織管理者にお問い合わせください。",
  },
  dashboard: {
    title: "ダッシュボード",
    account: "アカウント",
    displayUserId: "ユーザーID",
    name: "氏名",
    mailAddress: "メールアドレス",
    organization: "組織",
    processMode: "処理モード",
    totp: "2段階認証",
    totpOn: "設定済み",
    totpOff: "未設定",
    recentLogins: "最近のログイン",
    announcements: "お知らせ",
    seeAll: "すべて見る",
    manuals: "マニュアル",
    noManuals: "登録されているマニュアルはありません。",
  },
  readOnly: {
    notice: "参照のみの権限のため、内容の確認だけができます。",
  },
  errors: {
    backToTop: "トップページへ戻る",
    backToLogin: "ログイン画面へ",
  },
  ...jaAccount,
};

export type BackofficeCatalogue = {
  [K in keyof typeof ja]: { [L in keyof (typeof ja)[K]]: string };
};
