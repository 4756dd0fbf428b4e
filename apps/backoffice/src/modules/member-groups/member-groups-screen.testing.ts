// Test-side data of the 配信グループ管理 screens' tests.
import type { GroupMemberRow, GroupRuleOptions, MemberGroupItem } from "@gakumu/domain";

export function groupItem(id: number, name: string, extra: Partial<MemberGroupItem> = {}): MemberGroupItem {
  return {
    id,
    name,
    description: "",
    kind: "STATIC",
    rule: null,
    workStatus: "SUCCESS",
    progressDone: 0,
    progressTotal: 0,
    failureMessage: null,
    memberCount: 0,
    updatedAt: "2026-04-01T00:30:00.000Z",
    version: 1,
    ...extra,
  };
}

export function memberRow(id: number, memberId: string, name: string): GroupMemberRow {
  return {
    id,
    memberId,
    name,
    nameKana: null,
    grade: 1,
    gradeName: "1年",
    hierarchyNames: ["普通科", "1年", "A組"],
  };
}

export const ruleOptions: GroupRuleOptions = {
  nodes: [
    { divisionCd: "FUTSU", name: "普通科", depth: 1 },
    { divisionCd: "F1", name: "1年", depth: 2 },
    { divisionCd: "F1A", name: "A組", depth: 3 },
    { divisionCd: "RIKA", name: "理数科", depth: 1 },
  ],
  grades: [
    { grade: 1, name: "1年" },
    { grade: 2, name: "2年" },
  ],
  attributes: [{ attributeCd: "club", name: "部活動", options: ["吹奏楽部", "サッカー部"] }],
};
