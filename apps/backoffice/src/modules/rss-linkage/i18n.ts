import { registerCatalogue } from "@gakumu/ui";

// Texts of the RSS連携 screen.
export const RSS_NAMESPACE = "rssLinkage";

const ja = {
  title: "RSS連携",
  lead: "学校のWebサイトのお知らせ（RSS・Atomフィード）を登録すると、新しい記事を送信対象のメンバーに自動で配信します。フィードは5分ごとに確認します。",
  firstPoll: "登録後に新しく公開された記事から配信します（登録時点で公開済みの記事は配信しません）。",
  add: "フィードを登録",
  empty: "登録されたフィードはありません。",
  name: "名称",
  url: "フィードのURL",
  urlHint: "http:// または https:// で始まるRSS・AtomフィードのURL",
  enabled: "自動で確認して配信する",
  status: "状態",
  lastChecked: "最終確認",
  lastNewItem: "最新記事の受信",
  lastError: "直近のエラー",
  failures: "連続失敗 {{count}}回",
  articles: "記事 {{count}}件（配信 {{sent}}件）",
  active: "稼働中",
  disabled: "無効",
  paused: "停止中",
  failing: "エラーあり",
  never: "未確認",
  actions: "操作",
  edit: "編集",
  check: "今すぐ確認",
  resume: "再開",
  remove: "削除",
  showItems: "記事一覧",
  confirmDelete:
    "フィード「{{name}}」を削除します。受信した記事の記録も削除されます（配信履歴は残ります）。よろしいですか？",
  deleted: "フィードを削除しました。",
  saved: "フィードを保存しました。",
  resumed: "フィードの自動確認を再開しました。",
  formTitleNew: "フィードの登録",
  formTitleEdit: "フィードの編集",
  save: "保存する",
  cancel: "キャンセル",
  target: "送信対象",
  itemsTitle: "受信した記事（{{name}}）",
  itemTitle: "記事",
  published: "公開日時",
  received: "受信日時",
  outcome: "配信",
  openNotification: "配信履歴を見る",
  noItems: "まだ記事を受信していません。",
  close: "閉じる",
};

registerCatalogue(RSS_NAMESPACE, { ja, en: ja });
