import { describe, expect, it } from "vitest";
import {
  BulkUpdateAttribute,
  BulkUpdateDayType,
  BulkUpdateProcessStatus,
  BulkUpdateType,
  BulkUpdateUnit,
} from "./bulk-update";
import { rows } from "./code-table.testing";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("bulk-update codes", () => {
  it("BulkUpdateProcessStatus", () => {
    expect(rows(BulkUpdateProcessStatus)).toEqual([
      ["EXECUTED", "EXECUTED", "実行済み"],
      ["ERROR", "ERROR", "エラー"],
      ["ABORT", "ABORT", "中断"],
      ["TIMEOUT", "TIMEOUT", "タイムアウト"],
      ["EXECUTING", "EXECUTING", "実行中"],
      ["ROLLBACK", "ROLLBACK", "ロールバック"],
    ]);
  });

  it("BulkUpdateAttribute", () => {
    expect(rows(BulkUpdateAttribute)).toEqual([
      ["GRADE", "grade", "学年"],
      ["VALID_END", "valid_end", "有効期間終了日"],
      ["TO_ALUMNI", "TO_ALUMNI", "卒業生へ移行"],
    ]);
  });

  it("BulkUpdateType", () => {
    expect(rows(BulkUpdateType)).toEqual([
      ["COUNTUP", "COUNTUP", "加算"],
      ["COUNTDOWN", "COUNTDOWN", "減算"],
      ["VALUE", "VALUE", "値を指定"],
    ]);
  });

  it("BulkUpdateUnit", () => {
    expect(rows(BulkUpdateUnit)).toEqual([
      ["YEAR", "YEAR", "年"],
      ["MONTH", "MONTH", "月"],
      ["DAY", "DAY", "日"],
    ]);
  });

  it("BulkUpdateDayType", () => {
    expect(rows(BulkUpdateDayType)).toEqual([
      ["FIRST", "FIRST", "月初"],
      ["LAST", "LAST", "月末"],
      ["SAME", "SAME", "同日"],
    ]);
  });
});
