import { registerCatalogue } from "@gakumu/ui";

// Texts of the login-user screen (menu login-user, category 800), in the module's own namespace.
export const LOGIN_USERS_NAMESPACE = "loginUsers";

const ja = {
  title: "管理者ユーザー",
  list: {
    search: "ユーザーID・氏名・メールアドレスで検索",
    searchButton: "検索",
    create: "新規登録",
    displayUserId: "ユーザーID",
    name: "氏名",
    mailAddress: "メールアドレス",
    permissionSet: "権限セット",
    status: "状態",
    lastLoginAt: "最終ログイン",
    noPermission: "権限なし",
    locked: "ロック中",
    passwordChangeRequired: "パスワード変更待ち",
    totpEnabled: "2段階認証",
    empty: "該当するユーザーがいません。",
    total: "{{count}} 件",
    actions: "操作",
  },
  actions: {
    edit: "編集",
    lock: "ロック",
    unlock: "ロック解除",
    resetPassword: "パスワードリセット",
    resetTotp: "2段階認証リセット",
    lockMessage:
      "{{name}} さんのアカウントをロックします。ログイン中の場合はログアウトされます。よろしいですか？",
    unlockMessage: "{{name}} さんのアカウントのロックを解除します。よろしいですか？",
    resetPasswordMessage:
      "{{name}} さんのパスワードを新しいパスワードに置き換えます。次回ログイン時に変更が必要になります。よろしいですか？",
    resetTotpMessage:
      "{{name}} さんの2段階認証の設定を消去します。次回ログイン時に認証アプリの再設定が必要です。よろしいですか？",
    locked: "アカウントをロックしました。",
    unlocked: "アカウントのロックを解除しました。",
    totpReset: "2段階認証の設定をリセットしました。",
  },
  form: {
    createTitle: "管理者ユーザーの登録",
    editTitle: "管理者ユーザーの編集",
    displayUserId: "ユーザーID",
    displayUserIdHint: "半角英数字と記号（. _ - @）。登録後は変更できません。",
    name: "氏名",
    mailAddress: "メールアドレス",
    passwordMode: "初期パスワード",
    generate: "自動生成する",
    manual: "入力する",
    password: "パスワード",
    passwordHint:
      "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上。初回ログイン時に変更が必要です。",
    permissionSet: "権限セット（この組織）",
    noPermission: "権限なし",
    referenceAuthority: "一覧の参照範囲",
    save: "保存",
    cancel: "キャンセル",
    created: "管理者ユーザーを登録しました。",
    saved: "管理者ユーザーを保存しました。",
  },
  password: {
    title: "初期パスワード",
    lead: "{{name}} さんの初期パスワードです。この画面を閉じると二度と表示されません。本人に安全な方法で伝えてください。",
    copy: "コピー",
    copied: "コピーしました",
    close: "閉じる",
  },
};

type Catalogue = {
  [K in keyof typeof ja]: (typeof ja)[K] extends string ? string : { [L in keyof (typeof ja)[K]]: string };
};

const en: Catalogue = {
  title: "Administrator users",
  list: {
    search: "Search by user ID, name or mail address",
    searchButton: "Search",
    create: "New user",
    displayUserId: "User ID",
    name: "Name",
    mailAddress: "Mail address",
    permissionSet: "Permission set",
    status: "Status",
    lastLoginAt: "Last login",
    noPermission: "No permission",
    locked: "Locked",
    passwordChangeRequired: "Must change password",
    totpEnabled: "Two-step",
    empty: "No users match.",
    total: "{{count}} users",
    actions: "Actions",
  },
  actions: {
    edit: "Edit",
    lock: "Lock",
    unlock: "Unlock",
    resetPassword: "Reset password",
    resetTotp: "Reset two-step authentication",
    lockMessage: "Lock the account of {{name}}? Any open session ends.",
    unlockMessage: "Unlock the account of {{name}}?",
    resetPasswordMessage: "Replace the password of {{name}}? It must be changed at the next login.",
    resetTotpMessage: "Clear the two-step set-up of {{name}}? The authenticator app must be set up again.",
    locked: "The account was locked.",
    unlocked: "The account was unlocked.",
    totpReset: "Two-step authentication was reset.",
  },
  form: {
    createTitle: "New administrator user",
    editTitle: "Edit administrator user",
    displayUserId: "User ID",
    displayUserIdHint: "Letters, digits and . _ - @. It cannot be changed later.",
    name: "Name",
    mailAddress: "Mail address",
    passwordMode: "Initial password",
    generate: "Generate",
    manual: "Enter",
    password: "Password",
    passwordHint:
      "8+ characters using 3 of upper case, lower case, digits and symbols. Changed at first login.",
    permissionSet: "Permission set (this organisation)",
    noPermission: "No permission",
    referenceAuthority: "List reference",
    save: "Save",
    cancel: "Cancel",
    created: "The user was created.",
    saved: "The user was saved.",
  },
  password: {
    title: "Initial password",
    lead: "The initial password of {{name}}. It is not shown again once you close this. Pass it on safely.",
    copy: "Copy",
    copied: "Copied",
    close: "Close",
  },
};

registerCatalogue(LOGIN_USERS_NAMESPACE, { ja, en });
