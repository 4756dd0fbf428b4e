import { registerCatalogue } from "@gakumu/ui";

// Texts of the organisation-setting screen (menu organization-setting, category 800).
export const ORGANIZATION_SETTINGS_NAMESPACE = "organizationSettings";

const ja = {
  title: "組織設定",
  ipRanges: {
    title: "接続を許可するIPアドレス",
    lead: "管理画面へのアクセスを、ここに登録したIPアドレス（CIDR形式）からの接続に限定します。",
    emptyNote: "一覧が空の場合は、すべてのIPアドレスからの接続を許可します。",
    currentIp: "現在の接続元: {{ip}}",
    cidr: "IPアドレス（CIDR）",
    cidrPlaceholder: "例: 203.0.113.0/24",
    note: "メモ",
    delete: "削除",
    deleteRow: "{{row}}行目を削除",
    empty: "登録されていません（すべてのIPアドレスを許可）",
    add: "行を追加",
    addCurrent: "現在のアドレスを追加",
    save: "保存",
    reset: "元に戻す",
    confirm:
      "接続を許可するIPアドレスを{{count}}件で保存します。一覧に含まれないアドレスからは管理画面を利用できなくなります。よろしいですか？",
    confirmEmpty: "一覧を空にして保存します。すべてのIPアドレスからの接続を許可します。よろしいですか？",
    saved: "接続を許可するIPアドレスを保存しました。",
  },
  logo: {
    title: "ロゴ画像",
    lead: "フォーム画面のヘッダーに表示するロゴです。JPEGまたはPNG（2MBまで）を選択してください。幅600×高さ200ピクセルに収まるよう縮小して保存します。",
    none: "ロゴ画像は登録されていません。",
    alt: "現在のロゴ画像",
    choose: "画像を選択",
    remove: "削除",
    removeConfirm: "ロゴ画像を削除します。よろしいですか？",
    saved: "ロゴ画像を登録しました。",
    removed: "ロゴ画像を削除しました。",
  },
  line: {
    title: "LINEログイン連携",
    lead: "フォームの回答者が、LINEアカウントでログイン・新規登録できるようにします。LINE Developersで作成したLINEログインチャネルの情報を入力してください。",
    configured: "連携中",
    notConfigured: "未設定（フォームにLINEログインは表示されません）",
    callbackUrl: "コールバックURL（LINE Developersに登録してください）",
    channelId: "チャネルID",
    channelSecret: "チャネルシークレット",
    secretKept: "変更しない場合は空欄のままにしてください",
    save: "保存",
    remove: "連携を解除",
    removeConfirm:
      "LINEログイン連携を解除します。フォームからLINEでログインできなくなります。よろしいですか？",
    saved: "LINEログイン連携を保存しました。",
    removed: "LINEログイン連携を解除しました。",
    channelIdFormat: "チャネルIDは半角数字で入力してください",
    secretRequired: "チャネルシークレットを入力してください",
  },
  errors: {
    required: "IPアドレスを入力してください",
    format: "IPアドレス（CIDR）の形式で入力してください（例: 203.0.113.0/24）",
    duplicate: "同じIPアドレスが重複しています",
    noteTooLong: "メモは200文字以内で入力してください",
    tooMany: "許可するIPアドレスは100件以内で登録してください",
  },
};

type Catalogue = {
  [K in keyof typeof ja]: (typeof ja)[K] extends string ? string : { [L in keyof (typeof ja)[K]]: string };
};

const en: Catalogue = {
  title: "Organisation settings",
  ipRanges: {
    title: "Allowed IP addresses",
    lead: "Limit the back office to connections from the IP addresses (CIDR) listed here.",
    emptyNote: "An empty list allows connections from every IP address.",
    currentIp: "Your current address: {{ip}}",
    cidr: "IP address (CIDR)",
    cidrPlaceholder: "e.g. 203.0.113.0/24",
    note: "Note",
    delete: "Delete",
    deleteRow: "Delete row {{row}}",
    empty: "None registered (every IP address is allowed)",
    add: "Add row",
    addCurrent: "Add my current address",
    save: "Save",
    reset: "Revert",
    confirm: "Save {{count}} allowed ranges? Addresses outside them can no longer use the back office.",
    confirmEmpty: "Save an empty list? Every IP address will be allowed.",
    saved: "The allowed IP addresses were saved.",
  },
  logo: {
    title: "Logo",
    lead: "Shown in the header of the forms. Choose a JPEG or PNG (up to 2 MB); it is scaled to fit 600 × 200 pixels.",
    none: "No logo is registered.",
    alt: "Current logo",
    choose: "Choose image",
    remove: "Delete",
    removeConfirm: "Delete the logo?",
    saved: "The logo was registered.",
    removed: "The logo was deleted.",
  },
  line: {
    title: "LINE Login",
    lead: "Let form respondents log in and register with their LINE account. Enter the LINE Login channel created in LINE Developers.",
    configured: "Connected",
    notConfigured: "Not set (forms show no LINE Login)",
    callbackUrl: "Callback URL (register it in LINE Developers)",
    channelId: "Channel ID",
    channelSecret: "Channel secret",
    secretKept: "Leave empty to keep the current secret",
    save: "Save",
    remove: "Disconnect",
    removeConfirm: "Disconnect LINE Login? Forms will no longer offer it.",
    saved: "LINE Login was saved.",
    removed: "LINE Login was disconnected.",
    channelIdFormat: "The channel ID is digits only",
    secretRequired: "Enter the channel secret",
  },
  errors: {
    required: "Enter an IP address",
    format: "Enter an IP address in CIDR form (e.g. 203.0.113.0/24)",
    duplicate: "The same address is listed twice",
    noteTooLong: "Notes are at most 200 characters",
    tooMany: "At most 100 addresses can be registered",
  },
};

registerCatalogue(ORGANIZATION_SETTINGS_NAMESPACE, { ja, en });
