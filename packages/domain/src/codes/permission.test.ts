import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import {
  GradePermission,
  isReadOnlyAuthority,
  ListReferenceAuthority,
  MemberPermissionDataType,
  MenuAuthority,
  MenuRestriction,
} from "./permission";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("permission codes", () => {
  it("MenuAuthority", () => {
    expect(rows(MenuAuthority)).toEqual([
      ["AVAILABLE", 0, "利用可"],
      ["REFERENCE_ONLY", 1, "参照のみ"],
      ["UNAVAILABLE", 2, "利用不可"],
    ]);
  });

  it("ListReferenceAuthority", () => {
    expect(rows(ListReferenceAuthority)).toEqual([
      ["ALL", 0, "全て"],
      ["ORGANIZATION", 1, "所属組織のみ"],
      ["ONLY_MYSELF", 2, "自分のみ"],
    ]);
  });

  it("MemberPermissionDataType", () => {
    expect(rows(MemberPermissionDataType)).toEqual([
      ["PERMISSION", "PERMISSION", "権限"],
      ["CLASS_PLAN", "CLASS_PLAN", "授業計画"],
      ["IN_CHARGE", "IN_CHARGE", "担当"],
    ]);
  });

  it("GradePermission", () => {
    expect(rows(GradePermission)).toEqual([["NONE", -1, "なし"]]);
  });

  it("MenuRestriction", () => {
    expect(rows(MenuRestriction)).toEqual([
      ["FORCE_EXIT", "FORCE_EXIT", "強制終了"],
      ["READ_ONLY", "READ_ONLY", "参照のみ"],
      ["WARNING", "WARNING", "警告"],
    ]);
  });

  it("is read-only for reference-only or absent authority", () => {
    expect(isReadOnlyAuthority(0)).toBe(false);
    expect(isReadOnlyAuthority(1)).toBe(true);
    expect(isReadOnlyAuthority(undefined)).toBe(true);
    expect(isReadOnlyAuthority(null)).toBe(true);
  });
});
