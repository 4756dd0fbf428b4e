// Japanese is the product language (spec §1); every key here must also exist in en.ts
// (catalogue.test.ts checks the two trees have the same shape).
export const ja = {
  app: {
    name: "学務",
    documentTitle: "{{title}} | 学務",
  },
  common: {
    yes: "はい",
    no: "いいえ",
    ok: "OK",
    cancel: "キャンセル",
    close: "閉じる",
    confirm: "確認",
    reload: "再読み込み",
  },
  notify: {
    success: "正常終了",
    warning: "警告",
    danger: "エラー",
    info: "お知らせ",
  },
  busy: {
    label: "処理中です",
  },
  dialog: {
    confirmTitle: "確認",
    dangerTitle: "確認",
    typeToConfirm: "確認のため「{{value}}」と入力してください。",
    typeToConfirmLabel: "確認の入力",
    typeToConfirmMismatch: "入力内容が一致しません",
  },
  download: {
    title: "ダウンロード",
    message: "ファイル形式を選択してください。",
    formatLabel: "ファイル形式",
    excel: "Excel形式（.xlsx）",
    csv: "CSV形式（.csv）",
    submit: "ダウンロード",
    required: "ファイル形式を選択してください",
  },
  guard: {
    leave: "変更内容が保存されません。このページを離れてもよろしいですか？",
  },
  errors: {
    network: "通信に失敗しました。電波の良い場所で再度お試しください。",
    notFound: "リクエストURLが存在しません。修正されるまでお待ちください。",
    system: "システムエラーが発生しました。修正されるまでお待ちください。",
    ipNotApproved: "組織管理者によって、このIPアドレスからの接続は許可されていません。",
  },
  pages: {
    notFoundTitle: "ページが見つかりません",
    notFoundMessage: "お探しのページは存在しないか、移動または削除された可能性があります。",
    systemErrorTitle: "システムエラー",
    systemErrorMessage: "システムエラーが発生しました。修正されるまでお待ちください。",
    chunkErrorMessage: "画面の読み込みに失敗しました。ページを再読み込みしてください。",
  },
  language: {
    label: "表示言語",
    ja: "日本語",
    en: "English",
  },
};

/** The catalogue's shape with every leaf widened to string, so en.ts must mirror it. */
export type UiCatalogue = {
  [K in keyof typeof ja]: { [L in keyof (typeof ja)[K]]: string };
};
