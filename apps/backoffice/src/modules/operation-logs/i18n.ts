import { registerCatalogue } from "@gakumu/ui";
import type { ExportCatalogue } from "../../app/exports/export-texts";

// Texts of the operation-log screen (menu operation-log, category 800), in the module's own namespace.
export const OPERATION_LOGS_NAMESPACE = "operationLogs";

/** The shared export progress reads its texts under `download.` (the format comes from the common dialog). */
export const OPERATION_LOG_DOWNLOAD_TEXTS: ExportCatalogue = {
  namespace: OPERATION_LOGS_NAMESPACE,
  prefix: "download",
};

const ja = {
  title: "操作ログ",
  search: {
    kind: "ログの種類",
    kindOperation: "操作ログ",
    kindAudit: "監査ログ",
    period: "期間",
    from: "開始日",
    to: "終了日",
    user: "ユーザー",
    userPlaceholder: "ユーザーIDの一部",
    function: "機能",
    functionPlaceholder: "機能ID・機能名の一部",
    submit: "検索",
    clear: "クリア",
    periodOrder: "期間（終了）は期間（開始）以降の日付を入力してください",
  },
  table: {
    occurredAt: "日時",
    user: "ユーザーID",
    logType: "ログ種別",
    function: "機能",
    button: "ボタン",
    screen: "画面",
    ip: "IPアドレス",
    action: "操作",
    target: "対象",
    summary: "内容",
    status: "ステータス",
    empty: "該当するログはありません。",
    total: "{{total}} 件",
  },
  download: {
    button: "ダウンロード",
    queued: "件数が多いため、ファイルを作成してからダウンロードします。",
    preparing: "ファイルを作成しています",
    progress: "{{total}}件中{{done}}件を出力しました",
    started: "ダウンロードを開始しました。",
    failed: "ファイルの作成に失敗しました。もう一度お試しください。",
  },
};

const en: typeof ja = {
  title: "Operation log",
  search: {
    kind: "Log",
    kindOperation: "Operations",
    kindAudit: "Audit trail",
    period: "Period",
    from: "From",
    to: "To",
    user: "User",
    userPlaceholder: "Part of the user ID",
    function: "Function",
    functionPlaceholder: "Part of the function ID or name",
    submit: "Search",
    clear: "Clear",
    periodOrder: "The end of the period must not be before its start",
  },
  table: {
    occurredAt: "Time",
    user: "User ID",
    logType: "Type",
    function: "Function",
    button: "Button",
    screen: "Screen",
    ip: "IP address",
    action: "Action",
    target: "Target",
    summary: "Summary",
    status: "Status",
    empty: "No log entries match.",
    total: "{{total}} entries",
  },
  download: {
    button: "Download",
    queued: "There are many entries: the file is prepared first, then downloaded.",
    preparing: "Preparing the file",
    progress: "{{done}} of {{total}} entries written",
    started: "The download has started.",
    failed: "The file could not be created. Please try again.",
  },
};

// Runs on import, before the screen renders, so no raw key is ever shown.
registerCatalogue(OPERATION_LOGS_NAMESPACE, { ja, en });
