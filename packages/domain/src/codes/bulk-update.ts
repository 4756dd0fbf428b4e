import { defineCodes } from "./define-codes";

// Bulk update (一括更新) code lists of spec §3.4. Codes keep the spec's spelling ("grade",
// "valid_end" are member field names; TO_ALUMNI moves members to the alumni process mode).
// Labels chosen where the spec names none: all of them (実行済み … 同日).

export const BulkUpdateProcessStatus = defineCodes({
  EXECUTED: { code: "EXECUTED", label: "実行済み" },
  ERROR: { code: "ERROR", label: "エラー" },
  ABORT: { code: "ABORT", label: "中断" },
  TIMEOUT: { code: "TIMEOUT", label: "タイムアウト" },
  EXECUTING: { code: "EXECUTING", label: "実行中" },
  ROLLBACK: { code: "ROLLBACK", label: "ロールバック" },
});

export const BulkUpdateAttribute = defineCodes({
  GRADE: { code: "grade", label: "学年" },
  VALID_END: { code: "valid_end", label: "有効期間終了日" },
  TO_ALUMNI: { code: "TO_ALUMNI", label: "卒業生へ移行" },
});

export const BulkUpdateType = defineCodes({
  COUNTUP: { code: "COUNTUP", label: "加算" },
  COUNTDOWN: { code: "COUNTDOWN", label: "減算" },
  VALUE: { code: "VALUE", label: "値を指定" },
});

export const BulkUpdateUnit = defineCodes({
  YEAR: { code: "YEAR", label: "年" },
  MONTH: { code: "MONTH", label: "月" },
  DAY: { code: "DAY", label: "日" },
});

export const BulkUpdateDayType = defineCodes({
  FIRST: { code: "FIRST", label: "月初" },
  LAST: { code: "LAST", label: "月末" },
  SAME: { code: "SAME", label: "同日" },
});
