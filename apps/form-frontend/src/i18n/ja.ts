// Texts of the public form screens; shared texts (buttons, toasts, errors) are in @gakumu/ui.
export const ja = {
  header: {
    // Spec §2.2: answers live in the SPA's state, so a reload or back navigation loses them.
    notice: "ブラウザの更新ボタンや戻るボタンは使用しないでください。",
    organizationFallback: "学務",
  },
  notFound: {
    title: "ページを表示できません",
    message: "アクセスキーが存在しないか、有効期限が切れています。",
    hint: "お手数ですが、ご案内のURLをご確認のうえ、もう一度アクセスしてください。",
  },
};

export type FormCatalogue = {
  [K in keyof typeof ja]: { [L in keyof (typeof ja)[K]]: string };
};
