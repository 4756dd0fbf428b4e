import { defineCodes } from "./define-codes";

// Roles and permissions of spec §6, and the menu restriction of §3.4.
// Labels chosen where the spec names none: MenuAuthority 利用可 / 参照のみ / 利用不可;
// ListReferenceAuthority 全て / 所属組織のみ / 自分のみ; MemberPermissionDataType 権限 / 授業計画 /
// 担当; MenuRestriction 強制終了 / 参照のみ / 警告.

export const MenuAuthority = defineCodes({
  AVAILABLE: { code: 0, label: "利用可" },
  REFERENCE_ONLY: { code: 1, label: "参照のみ" },
  UNAVAILABLE: { code: 2, label: "利用不可" },
});

/** Spec §4: read-only when the selected menu's authority is reference-only or absent. */
export function isReadOnlyAuthority(authority: number | null | undefined): boolean {
  return authority == null || authority === MenuAuthority.REFERENCE_ONLY;
}

export const ListReferenceAuthority = defineCodes({
  ALL: { code: 0, label: "全て" },
  ORGANIZATION: { code: 1, label: "所属組織のみ" },
  ONLY_MYSELF: { code: 2, label: "自分のみ" },
});

export const MemberPermissionDataType = defineCodes({
  PERMISSION: { code: "PERMISSION", label: "権限" },
  CLASS_PLAN: { code: "CLASS_PLAN", label: "授業計画" },
  IN_CHARGE: { code: "IN_CHARGE", label: "担当" },
});

/** A grade permission row with -1 grants no grade. */
export const GradePermission = defineCodes({
  NONE: { code: -1, label: "なし" },
});

export const MenuRestriction = defineCodes({
  FORCE_EXIT: { code: "FORCE_EXIT", label: "強制終了" },
  READ_ONLY: { code: "READ_ONLY", label: "参照のみ" },
  WARNING: { code: "WARNING", label: "警告" },
});
