import { FormAnswerStatus as S } from "@gakumu/domain";
import { describe, expect, it } from "vitest";
import { entryNames, safeEntryPart } from "./answer-files-zip";
import { checkStaffCorrection, checkStaffTransition, type StaffStatus } from "./answer-transitions";

describe("staff status transitions", () => {
  const targets: StaffStatus[] = [S.ANSWERED, S.FIXED, S.REMAND, S.CANCEL];
  // from → the targets allowed; every other pair is refused with a reason.
  const table: [number, StaffStatus[]][] = [
    [S.UNANSWERED, []],
    [S.ANSWERED, [S.FIXED, S.REMAND, S.CANCEL]],
    [S.DRAFT, []],
    [S.FIXED, [S.ANSWERED, S.CANCEL]],
    [S.REMAND, [S.ANSWERED, S.CANCEL]],
    [S.CANCEL, [S.ANSWERED]],
  ];
  for (const [from, allowed] of table)
    for (const to of targets)
      it(`${from} → ${to}: ${allowed.includes(to) ? "allowed" : "refused"}`, () => {
        const check = checkStaffTransition(from, to);
        expect(check.ok).toBe(allowed.includes(to));
        if (!check.ok) expect(check.reason).toMatch(/[ぁ-んァ-ン一-龥]/);
      });

  it("names the reason in Japanese", () => {
    expect(checkStaffTransition(S.DRAFT, S.FIXED)).toEqual({
      ok: false,
      reason: "一時保存中の回答は状態を変更できません。",
    });
    expect(checkStaffTransition(S.FIXED, S.FIXED)).toEqual({ ok: false, reason: "既に「確定」です。" });
    expect(checkStaffTransition(S.CANCEL, S.FIXED)).toEqual({
      ok: false,
      reason: "「取消」の回答は「確定」にできません。",
    });
  });

  it("lets staff correct sent answers only, not drafts or cancelled ones", () => {
    expect([S.ANSWERED, S.FIXED, S.REMAND].map((s) => checkStaffCorrection(s).ok)).toEqual([
      true,
      true,
      true,
    ]);
    expect(checkStaffCorrection(S.DRAFT).ok).toBe(false);
    expect(checkStaffCorrection(S.CANCEL).ok).toBe(false);
  });
});

describe("zip entry names", () => {
  it("keeps every entry at the top level whatever the applicant named the file", () => {
    for (const name of ["../../etc/passwd", "..\\..\\win.ini", "/abs/x", "a/../b"]) {
      const safe = safeEntryPart(name);
      expect(safe, name).not.toMatch(/[/\\]|\.\.|^\./);
    }
    expect(safeEntryPart("../../etc/passwd")).toBe("____etc_passwd");
    expect(safeEntryPart("a/b\\c.pdf")).toBe("a_b_c.pdf");
    expect(safeEntryPart(".hidden")).toBe("_hidden");
    expect(safeEntryPart("改\u0000行\n.pdf")).toBe("改行.pdf");
    expect(safeEntryPart("")).toBe("_");
  });

  it("names entries 受付番号_項目名_ファイル名 and numbers repeats", () => {
    expect(
      entryNames([
        { receiptNo: 3, label: "調査書", fileName: "scan.pdf" },
        { receiptNo: 3, label: "調査書", fileName: "scan.pdf" },
        { receiptNo: null, label: "写真/表", fileName: "p" },
      ]),
    ).toEqual(["3_調査書_scan.pdf", "3_調査書_scan(2).pdf", "受付番号なし_写真_表_p"]);
  });
});
