import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import { MemberItemName } from "./member-item-name";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("member-item-name codes", () => {
  it("MemberItemName", () => {
    expect(rows(MemberItemName)).toEqual([
      ["MEMBER_ID", "member_id", "メンバーID"],
      ["NAME", "name", "氏名"],
      ["NAME_KANA", "name_kana", "氏名（カナ）"],
      ["GENDER_CD", "gender_cd", "性別"],
      ["BIRTH_DATE", "birth_date", "生年月日"],
      ["MOBILE_TEL_NO", "mobile_tel_no", "携帯電話番号"],
      ["MAIL_ADDRESS", "mail_address", "メールアドレス"],
      ["POSTAL_CD", "postal_cd", "郵便番号"],
      ["PREFECTURES_CD", "prefectures_cd", "都道府県"],
      ["ADDRESS1", "address1", "住所1"],
      ["ADDRESS2", "address2", "住所2"],
      ["GRADE", "grade", "学年"],
      ["DIVISION_CD", "division_cd", "所属（第1階層）"],
      ["SECTION_CD", "section_cd", "所属（第2階層）"],
      ["SUBSECTION_CD", "subsection_cd", "所属（第3階層）"],
      ["UNIT_CD", "unit_cd", "所属（第4階層）"],
      ["SUBUNIT_CD", "subunit_cd", "所属（第5階層）"],
      ["VALID_START", "valid_start", "有効期間開始日"],
      ["VALID_END", "valid_end", "有効期間終了日"],
      ["EXAMINEES_NO", "examinees_no", "受験番号"],
      ["EXAMINEES_NO_LAST_4_DIGITS", "examinees_no_last_4_digits", "受験番号（下4桁）"],
      ["MAIL_ADDRESS1", "mail_address1", "メールアドレス1"],
      ["MAIL_ADDRESS2", "mail_address2", "メールアドレス2"],
      ["TEL_NO", "tel_no", "電話番号"],
      ["FAX_NO", "fax_no", "FAX番号"],
      ["IS_DORMITORY", "is_dormitory", "寮生"],
      ["IS_APARTMENT", "is_apartment", "アパート・下宿"],
      ["IS_INTERNATIONAL", "is_international", "留学生"],
      ["COMMUTE", "commute", "通学方法"],
      ["ACADEMIC_HISTORY", "academic_history", "学歴"],
      ["ADMISSION_TYPE", "admission_type", "入試区分"],
      ["ALMA_MATER_CD", "alma_mater_cd", "出身校"],
      ["ALMA_MATER_ENROLLED", "alma_mater_enrolled", "出身校入学年月"],
      ["ALMA_MATER_GRADE", "alma_mater_grade", "出身校学年"],
      ["ALMA_MATER_GRADUATION_TYPE", "alma_mater_graduation_type", "出身校卒業区分"],
      ["ALMA_MATER_RESULT_EVALUATION", "alma_mater_result_evaluation", "出身校評定"],
      ["ALMA_MATER_LECTURER_NAME", "alma_mater_lecturer_name", "出身校担当教員名"],
      ["ENROLLED", "enrolled", "入学年月"],
      ["APPLICATION_TYPE", "application_type", "出願区分"],
    ]);
  });
});
