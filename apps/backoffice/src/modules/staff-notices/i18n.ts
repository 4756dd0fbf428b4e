import { registerCatalogue } from "@gakumu/ui";

// Texts of 通知設定 (menu notice-setting, category 800) and of the shell's live notices and bell.
export const STAFF_NOTICES_NAMESPACE = "staffNotices";

const ja = {
  title: "通知設定",
  lead: "メンバーからの連絡などがあったときに、メールや管理画面のプッシュ通知で知らせる内容を選びます。",
  table: {
    type: "通知の種類",
    mail: "メール",
    push: "管理画面プッシュ",
  },
  noMailAddress: "メールアドレスが登録されていないため、メール通知は届きません。",
  notEmitted: "（この機能はまだ通知を送りません）",
  mailBySender: "配信時の「自分宛てに返信を通知する」で届きます",
  save: "保存",
  saved: "通知設定を保存しました。",
  readOnly: "参照のみの権限のため、この設定は変更できません。",
  staff: {
    title: "職員の通知設定",
    choose: "職員",
    placeholder: "職員を選択",
    self: "自分",
    none: "なし",
    editing: "{{name}} さんの通知設定",
  },
  browser: {
    title: "このブラウザでの受け取り",
    lead: "「管理画面プッシュ」をオンにした通知は、開いている管理画面の右上に表示されます。管理画面を閉じているときも受け取るには、このブラウザの通知を許可してください。",
    enable: "このブラウザで通知を受け取る",
    disable: "このブラウザでの受け取りをやめる",
    enabled: "このブラウザで通知を受け取ります。",
    enabledNow: "このブラウザで通知を受け取るように設定しました。",
    disabledNow: "このブラウザでの受け取りをやめました。",
    denied: "ブラウザの設定で通知がブロックされています。ブラウザのサイト設定から通知を許可してください。",
    unsupported: "このブラウザはプッシュ通知に対応していません。",
  },
  recent: {
    title: "最近の通知",
    empty: "通知はまだありません。",
    unread: "未読",
    open: "開く",
    markRead: "すべて既読にする",
  },
  live: {
    open: "開く",
  },
  bell: {
    label: "通知",
    labelUnread: "通知（未読 {{n}} 件）",
    title: "通知",
    empty: "通知はまだありません。",
    failed: "通知を読み込めませんでした。",
    unread: "未読",
    markAllRead: "すべて既読にする",
    toList: "通知の一覧へ",
  },
};

const en: typeof ja = {
  title: "Notice settings",
  lead: "Choose which events (a member's contact and others) reach you by mail or by back-office push.",
  table: {
    type: "Notice",
    mail: "Mail",
    push: "Back-office push",
  },
  noMailAddress: "You have no mail address registered, so mail notices cannot reach you.",
  notEmitted: "(this feature sends no notices yet)",
  mailBySender: "Mailed when the push asks for it (notify me of replies)",
  save: "Save",
  saved: "Notice settings saved.",
  readOnly: "You have reference-only authority and cannot change these settings.",
  staff: {
    title: "Staff notice settings",
    choose: "Staff member",
    placeholder: "Choose a staff member",
    self: "Myself",
    none: "None",
    editing: "Notice settings of {{name}}",
  },
  browser: {
    title: "Receiving in this browser",
    lead: "Notices with back-office push on appear at the top right of an open back office. To receive them while it is closed, allow notifications in this browser.",
    enable: "Receive notices in this browser",
    disable: "Stop receiving in this browser",
    enabled: "This browser receives notices.",
    enabledNow: "This browser now receives notices.",
    disabledNow: "This browser no longer receives notices.",
    denied: "Notifications are blocked in this browser's settings. Allow them in the site settings.",
    unsupported: "This browser does not support push notifications.",
  },
  recent: {
    title: "Recent notices",
    empty: "No notices yet.",
    unread: "Unread",
    open: "Open",
    markRead: "Mark all read",
  },
  live: {
    open: "Open",
  },
  bell: {
    label: "Notices",
    labelUnread: "Notices ({{n}} unread)",
    title: "Notices",
    empty: "No notices yet.",
    failed: "The notices could not be loaded.",
    unread: "Unread",
    markAllRead: "Mark all read",
    toList: "All notices",
  },
};

// Runs on import, before the screen or the shell's live notices render, so no raw key is shown.
registerCatalogue(STAFF_NOTICES_NAMESPACE, { ja, en });
