import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import { DeliverItemStatus, DeliverItemType, DocumentReferenceResult, GroupWorkStatus } from "./content";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("content codes", () => {
  it("DeliverItemStatus", () => {
    expect(rows(DeliverItemStatus)).toEqual([
      ["PUBLISHED", 1, "公開中"],
      ["PENDING_AUTHORIZATION", 4, "承認待ち"],
      ["WAITING", 2, "公開待ち"],
      ["DRAFT", 3, "下書き"],
    ]);
  });

  it("DeliverItemType", () => {
    expect(rows(DeliverItemType)).toEqual([
      ["ANNOUNCEMENT", "ANNOUNCEMENT", "お知らせ"],
      ["FAQ", "FAQ", "よくある質問"],
      ["SURVEY", "SURVEY", "アンケート"],
    ]);
  });

  it("DocumentReferenceResult", () => {
    expect(rows(DocumentReferenceResult)).toEqual([
      ["NO_CHECK", "NO_CHECK", "未チェック"],
      ["PROCESSING", "PROCESSING", "チェック中"],
      ["OK", "OK", "OK"],
      ["WARNING", "WARNING", "要確認"],
    ]);
  });

  it("GroupWorkStatus", () => {
    expect(rows(GroupWorkStatus)).toEqual([
      ["FLAT", "FLAT", "未作成"],
      ["MAKING", "MAKING", "作成中"],
      ["FIX_PROCESSING", "FIX_PROCESSING", "確定処理中"],
      ["FAILED", "FAILED", "失敗"],
      ["SUCCESS", "SUCCESS", "成功"],
    ]);
  });
});
