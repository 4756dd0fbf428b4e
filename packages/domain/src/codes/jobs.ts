import { defineCodes } from "./define-codes";

// Background work status lists of spec §3.4: member sync, report creation, polling.
// Codes keep the spec's spelling, including "registed" and the lower-case report/polling codes.
// Labels chosen where the spec names none: all of them (処理中 … 削除済み).

export const MemberSyncLogStatus = defineCodes({
  PROCESSING: { code: "PROCESSING", label: "処理中" },
  WAITING: { code: "WAITING", label: "待機中" },
  COMPLETED: { code: "COMPLETED", label: "完了" },
  COMPLETED_WITH_ERRORS: { code: "COMPLETED_WITH_ERRORS", label: "完了（エラーあり）" },
  FORCE_STOPPED: { code: "FORCE_STOPPED", label: "強制停止" },
  ERROR: { code: "ERROR", label: "エラー" },
});

export const MemberSyncDetailStatus = defineCodes({
  UNPROCESSED: { code: "UNPROCESSED", label: "未処理" },
  PROCESSED: { code: "PROCESSED", label: "処理済み" },
  ERROR: { code: "ERROR", label: "エラー" },
});

export const MemberSyncType = defineCodes({
  INSERT: { code: "INSERT", label: "追加" },
  UPDATE: { code: "UPDATE", label: "更新" },
  DELETE: { code: "DELETE", label: "削除" },
});

export const MemberSyncDeleteMode = defineCodes({
  EXPIRATION: { code: "EXPIRATION", label: "有効期限切れにする" },
  DELETE: { code: "DELETE", label: "削除する" },
});

export const ReportCreationStatus = defineCodes({
  REGISTED: { code: "registed", label: "受付済み" },
  PROCESSING: { code: "processing", label: "作成中" },
  SUCCESS: { code: "success", label: "作成完了" },
  CANCELED: { code: "canceled", label: "キャンセル" },
  ERROR: { code: "error", label: "エラー" },
  DELETE: { code: "delete", label: "削除済み" },
});

export const PollingStatus = defineCodes({
  INIT: { code: "init", label: "開始前" },
  PROCESSING: { code: "processing", label: "処理中" },
  SUCCESS: { code: "success", label: "成功" },
  CANCELED: { code: "canceled", label: "キャンセル" },
  TIMEOUT: { code: "timeout", label: "タイムアウト" },
  ERROR: { code: "error", label: "エラー" },
});
