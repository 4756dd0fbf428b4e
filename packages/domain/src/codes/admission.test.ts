import { describe, expect, it } from "vitest";
import {
  AdmissionPassDetail,
  AdmissionRank,
  AlmaMaterType,
  AoCertificationType,
  EstablishType,
  ExaminationResult,
  PaymentCode,
} from "./admission";
import { rows } from "./code-table.testing";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("admission codes", () => {
  it("AdmissionPassDetail", () => {
    expect(rows(AdmissionPassDetail)).toEqual([
      ["REGULAR", 1, "正規合格"],
      ["WAITLIST", 2, "補欠合格"],
      ["MOVED_UP", 3, "繰上合格"],
    ]);
  });

  it("AdmissionRank", () => {
    expect(rows(AdmissionRank)).toEqual([
      ["A", "A", "A"],
      ["B", "B", "B"],
      ["C", "C", "C"],
      ["D", "D", "D"],
      ["E", "E", "E"],
    ]);
  });

  it("AoCertificationType", () => {
    expect(rows(AoCertificationType)).toEqual([
      ["CERTIFIED", 1, "認定"],
      ["CONDITIONALLY_CERTIFIED", 2, "条件付認定"],
      ["PENDING", 3, "保留"],
      ["NOT_CERTIFIED", 4, "不認定"],
      ["DECLINED", 5, "辞退"],
      ["CANCELED", 6, "取消"],
      ["REINTERVIEW", 7, "再面談"],
    ]);
  });

  it("PaymentCode", () => {
    expect(rows(PaymentCode)).toEqual([
      ["ENROLLMENT_FEE", 1, "入学金"],
      ["PROCEDURE_FEE", 2, "手続金"],
    ]);
  });

  it("AlmaMaterType", () => {
    expect(rows(AlmaMaterType)).toEqual([
      ["JUNIOR_HIGH_SCHOOL", 1, "中学校"],
      ["HIGH_SCHOOL", 2, "高等学校"],
      ["SECONDARY_SCHOOL", 3, "中等教育学校"],
      ["TECHNICAL_COLLEGE", 4, "高等専門学校"],
      ["JUNIOR_COLLEGE", 5, "短期大学"],
      ["UNIVERSITY", 6, "大学"],
      ["GRADUATE_SCHOOL", 7, "大学院"],
      ["SPECIALIZED_TRAINING_COLLEGE", 8, "専修学校"],
      ["MISCELLANEOUS_SCHOOL", 9, "各種学校"],
      ["SPECIAL_NEEDS_SCHOOL", 10, "特別支援学校"],
      ["OTHER", 99, "その他"],
    ]);
  });

  it("EstablishType", () => {
    expect(rows(EstablishType)).toEqual([
      ["NATIONAL", 1, "国立"],
      ["PUBLIC", 2, "公立"],
      ["PRIVATE", 3, "私立"],
      ["METROPOLITAN", 4, "都立"],
      ["HOKKAIDO", 5, "道立"],
      ["URBAN_PREFECTURAL", 6, "府立"],
      ["PREFECTURAL", 7, "県立"],
      ["MUNICIPAL", 8, "市立"],
      ["TOWN", 9, "町立"],
      ["VILLAGE", 10, "村立"],
      ["OTHER", 99, "その他"],
    ]);
  });

  it("ExaminationResult", () => {
    expect(rows(ExaminationResult)).toEqual([
      ["PASS", 1, "合格"],
      ["FAIL", 2, "不合格"],
      ["WAITLIST", 3, "補欠"],
      ["ABSENT", 4, "欠席"],
      ["DECLINED", 5, "辞退"],
      ["PENDING", 6, "保留"],
    ]);
  });
});
