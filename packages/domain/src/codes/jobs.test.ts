import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import {
  MemberSyncDeleteMode,
  MemberSyncDetailStatus,
  MemberSyncLogStatus,
  MemberSyncType,
  PollingStatus,
  ReportCreationStatus,
} from "./jobs";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("jobs codes", () => {
  it("MemberSyncLogStatus", () => {
    expect(rows(MemberSyncLogStatus)).toEqual([
      ["PROCESSING", "PROCESSING", "処理中"],
      ["WAITING", "WAITING", "待機中"],
      ["COMPLETED", "COMPLETED", "完了"],
      ["COMPLETED_WITH_ERRORS", "COMPLETED_WITH_ERRORS", "完了（エラーあり）"],
      ["FORCE_STOPPED", "FORCE_STOPPED", "強制停止"],
      ["ERROR", "ERROR", "エラー"],
    ]);
  });

  it("MemberSyncDetailStatus", () => {
    expect(rows(MemberSyncDetailStatus)).toEqual([
      ["UNPROCESSED", "UNPROCESSED", "未処理"],
      ["PROCESSED", "PROCESSED", "処理済み"],
      ["ERROR", "ERROR", "エラー"],
    ]);
  });

  it("MemberSyncType", () => {
    expect(rows(MemberSyncType)).toEqual([
      ["INSERT", "INSERT", "追加"],
      ["UPDATE", "UPDATE", "更新"],
      ["DELETE", "DELETE", "削除"],
    ]);
  });

  it("MemberSyncDeleteMode", () => {
    expect(rows(MemberSyncDeleteMode)).toEqual([
      ["EXPIRATION", "EXPIRATION", "有効期限切れにする"],
      ["DELETE", "DELETE", "削除する"],
    ]);
  });

  it("ReportCreationStatus", () => {
    expect(rows(ReportCreationStatus)).toEqual([
      ["REGISTED", "registed", "受付済み"],
      ["PROCESSING", "processing", "作成中"],
      ["SUCCESS", "success", "作成完了"],
      ["CANCELED", "canceled", "キャンセル"],
      ["ERROR", "error", "エラー"],
      ["DELETE", "delete", "削除済み"],
    ]);
  });

  it("PollingStatus", () => {
    expect(rows(PollingStatus)).toEqual([
      ["INIT", "init", "開始前"],
      ["PROCESSING", "processing", "処理中"],
      ["SUCCESS", "success", "成功"],
      ["CANCELED", "canceled", "キャンセル"],
      ["TIMEOUT", "timeout", "タイムアウト"],
      ["ERROR", "error", "エラー"],
    ]);
  });
});
