import { defineCodes } from "./define-codes";

// Admission (入試) code lists of spec §3.4. The spec mostly gives only ranges.
// Labels chosen where the spec names none (to be confirmed with the product owner):
// - AdmissionPassDetail 1–3: 正規合格, 補欠合格, 繰上合格
// - AdmissionRank A–E: the letter itself
// - AoCertificationType 1–7 (AO入試 entry certification outcomes): 認定, 条件付認定, 保留, 不認定,
//   辞退, 取消, 再面談
// - PaymentCode: 入学金 / 手続金
// - AlmaMaterType 1–10, 99: school kinds of the School Education Act
// - EstablishType 1–10, 99: founder, as it appears in school names (国立, 公立, 私立, 都立 …)
// - ExaminationResult 1–6: 合格, 不合格, 補欠, 欠席, 辞退, 保留

export const AdmissionPassDetail = defineCodes({
  REGULAR: { code: 1, label: "正規合格" },
  WAITLIST: { code: 2, label: "補欠合格" },
  MOVED_UP: { code: 3, label: "繰上合格" },
});

export const AdmissionRank = defineCodes({
  A: { code: "A", label: "A" },
  B: { code: "B", label: "B" },
  C: { code: "C", label: "C" },
  D: { code: "D", label: "D" },
  E: { code: "E", label: "E" },
});

export const AoCertificationType = defineCodes({
  CERTIFIED: { code: 1, label: "認定" },
  CONDITIONALLY_CERTIFIED: { code: 2, label: "条件付認定" },
  PENDING: { code: 3, label: "保留" },
  NOT_CERTIFIED: { code: 4, label: "不認定" },
  DECLINED: { code: 5, label: "辞退" },
  CANCELED: { code: 6, label: "取消" },
  REINTERVIEW: { code: 7, label: "再面談" },
});

export const PaymentCode = defineCodes({
  ENROLLMENT_FEE: { code: 1, label: "入学金" },
  PROCEDURE_FEE: { code: 2, label: "手続金" },
});

export const AlmaMaterType = defineCodes({
  JUNIOR_HIGH_SCHOOL: { code: 1, label: "中学校" },
  HIGH_SCHOOL: { code: 2, label: "高等学校" },
  SECONDARY_SCHOOL: { code: 3, label: "中等教育学校" },
  TECHNICAL_COLLEGE: { code: 4, label: "高等専門学校" },
  JUNIOR_COLLEGE: { code: 5, label: "短期大学" },
  UNIVERSITY: { code: 6, label: "大学" },
  GRADUATE_SCHOOL: { code: 7, label: "大学院" },
  SPECIALIZED_TRAINING_COLLEGE: { code: 8, label: "専修学校" },
  MISCELLANEOUS_SCHOOL: { code: 9, label: "各種学校" },
  SPECIAL_NEEDS_SCHOOL: { code: 10, label: "特別支援学校" },
  OTHER: { code: 99, label: "その他" },
});

export const EstablishType = defineCodes({
  NATIONAL: { code: 1, label: "国立" },
  PUBLIC: { code: 2, label: "公立" },
  PRIVATE: { code: 3, label: "私立" },
  METROPOLITAN: { code: 4, label: "都立" },
  HOKKAIDO: { code: 5, label: "道立" },
  URBAN_PREFECTURAL: { code: 6, label: "府立" },
  PREFECTURAL: { code: 7, label: "県立" },
  MUNICIPAL: { code: 8, label: "市立" },
  TOWN: { code: 9, label: "町立" },
  VILLAGE: { code: 10, label: "村立" },
  OTHER: { code: 99, label: "その他" },
});

export const ExaminationResult = defineCodes({
  PASS: { code: 1, label: "合格" },
  FAIL: { code: 2, label: "不合格" },
  WAITLIST: { code: 3, label: "補欠" },
  ABSENT: { code: 4, label: "欠席" },
  DECLINED: { code: 5, label: "辞退" },
  PENDING: { code: 6, label: "保留" },
});

// Member fields the spec leaves open (§3.3 admission_type, application_type, alma_mater_graduation_type):
// the codes the demo school and the platform's screens use, with その他 for anything else, so staff read
// 一般 rather than 「2」. The importer accepts the code or the label.
export const AdmissionType = defineCodes({
  RECOMMENDATION: { code: "1", label: "推薦" },
  GENERAL: { code: "2", label: "一般" },
  RETURNEE: { code: "3", label: "帰国生" },
  INTERNATIONAL: { code: "4", label: "留学生" },
  OTHER: { code: "9", label: "その他" },
});

export const ApplicationType = defineCodes({
  EXCLUSIVE: { code: "1", label: "専願" },
  CONCURRENT: { code: "2", label: "併願" },
  OTHER: { code: "9", label: "その他" },
});

export const AlmaMaterGraduationType = defineCodes({
  GRADUATED: { code: "1", label: "卒業" },
  EXPECTED: { code: "2", label: "卒業見込" },
  OTHER: { code: "9", label: "その他" },
});
