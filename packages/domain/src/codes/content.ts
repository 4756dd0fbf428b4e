import { defineCodes } from "./define-codes";

// Announcements / FAQ / survey delivery, document reference (AI OCR) and group work (§3.4).
// Labels chosen where the spec names none: DeliverItemStatus 1 公開中, 4 承認待ち, 2 公開待ち,
// 3 下書き (the spec's order, kept for options); DocumentReferenceResult WARNING 要確認;
// GroupWorkStatus FLAT 未作成.

export const DeliverItemStatus = defineCodes({
  PUBLISHED: { code: 1, label: "公開中" },
  PENDING_AUTHORIZATION: { code: 4, label: "承認待ち" },
  WAITING: { code: 2, label: "公開待ち" },
  DRAFT: { code: 3, label: "下書き" },
});

export const DeliverItemType = defineCodes({
  ANNOUNCEMENT: { code: "ANNOUNCEMENT", label: "お知らせ" },
  FAQ: { code: "FAQ", label: "よくある質問" },
  SURVEY: { code: "SURVEY", label: "アンケート" },
});

export const DocumentReferenceResult = defineCodes({
  NO_CHECK: { code: "NO_CHECK", label: "未チェック" },
  PROCESSING: { code: "PROCESSING", label: "チェック中" },
  OK: { code: "OK", label: "OK" },
  WARNING: { code: "WARNING", label: "要確認" },
});

export const GroupWorkStatus = defineCodes({
  FLAT: { code: "FLAT", label: "未作成" },
  MAKING: { code: "MAKING", label: "作成中" },
  FIX_PROCESSING: { code: "FIX_PROCESSING", label: "確定処理中" },
  FAILED: { code: "FAILED", label: "失敗" },
  SUCCESS: { code: "SUCCESS", label: "成功" },
});
