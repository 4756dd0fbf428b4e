// Test-side data of the member screens' tests (the screens render with app/testing/render-menu-screen).
import type { MemberAttribute, MemberListItem, MemberListOptions, MemberSearchResult } from "./members-api";

/** The organisation's one attribute: a single choice of club. */
export const clubAttribute: MemberAttribute = {
  id: 1,
  attributeCd: "club",
  name: "部活動",
  attributeType: "SELECT",
  options: ["サッカー部", "美術部"],
  isRequired: false,
  sortOrder: 1,
  version: 1,
  updatedAt: "2026-04-01T00:00:00.000Z",
};

export const testOptions: MemberListOptions = {
  hierarchy: [
    { code: "FUTSU", parentCode: "0", depth: 1, name: "普通科", disabled: false },
    { code: "F1", parentCode: "FUTSU", depth: 2, name: "1年", disabled: false },
    { code: "F1A", parentCode: "F1", depth: 3, name: "A組", disabled: false },
    { code: "OLD", parentCode: "FUTSU", depth: 2, name: "旧課程", disabled: true },
  ],
  grades: [
    { gradeCd: 1, name: "1年" },
    { gradeCd: 2, name: "2年" },
  ],
  importFields: [
    { fieldName: "member_id", fieldTitle: "学籍番号", isValid: true, isRequired: true, rowNumber: 1 },
    { fieldName: "name", fieldTitle: "氏名", isValid: true, isRequired: true, rowNumber: 2 },
    { fieldName: "name_kana", fieldTitle: "氏名カナ", isValid: true, isRequired: false, rowNumber: 3 },
    {
      fieldName: "mail_address",
      fieldTitle: "メールアドレス",
      isValid: true,
      isRequired: true,
      rowNumber: 7,
    },
    { fieldName: "fax_no", fieldTitle: "FAX番号", isValid: false, isRequired: false, rowNumber: 25 },
    { fieldName: "division_cd", fieldTitle: "学科", isValid: true, isRequired: false, rowNumber: 13 },
    { fieldName: "section_cd", fieldTitle: "学年", isValid: true, isRequired: false, rowNumber: 14 },
  ],
  attributes: [clubAttribute],
};

export function listItem(
  id: number,
  memberId: string,
  name: string,
  extra: Partial<MemberListItem> = {},
): MemberListItem {
  return {
    id,
    memberId,
    name,
    nameKana: "サトウ　タロウ",
    genderCd: 1,
    grade: 1,
    gradeName: "1年",
    hierarchyNames: ["普通科", "1年", "A組"],
    divisionCd: "FUTSU",
    sectionCd: "F1",
    subsectionCd: "F1A",
    unitCd: null,
    subunitCd: null,
    status: "AVAILABLE",
    exactStatus: "AVAILABLE",
    enrollmentStatus: 1,
    validStart: "2026-04-01",
    validEnd: "2027-03-31",
    examineesNo: null,
    updatedAt: "2026-04-01T00:30:00.000Z",
    version: 1,
    ...extra,
  };
}

export function searchResult(items: MemberListItem[], total = items.length): MemberSearchResult {
  return {
    total,
    page: 1,
    pageSize: 20,
    items,
    statusCounts: { AVAILABLE: total, PENDING: 0, EXPIRED_AFTER: 0 },
  };
}
