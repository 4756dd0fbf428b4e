import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import { MenuCategory as MC, MenuCategory } from "./menu-category";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("menu-category codes", () => {
  it("MenuCategory", () => {
    expect(rows(MenuCategory)).toEqual([
      ["MEMBER", 10, "メンバー管理"],
      ["CONCERN", 15, "関係者管理"],
      ["PUSH", 20, "プッシュ通知"],
      ["SURVEY", 25, "アンケート"],
      ["HEALTH_CARE", 26, "ヘルスケア"],
      ["SAFETY", 30, "安否確認"],
      ["GROUP_PUSH", 35, "グループプッシュ通知"],
      ["NOTEBOOK", 40, "手帳"],
      ["CONTACT", 50, "連絡"],
      ["COMMUTER_CERTIFICATE", 60, "通学証明書"],
      ["TIME_CARD", 70, "タイムカード"],
      ["ATTENDANCE", 80, "出欠管理"],
      ["NEWS", 90, "お知らせ"],
      ["COURSE_MANAGEMENT", 100, "講座管理"],
      ["FACILITY_RESERVATION", 110, "施設予約"],
      ["STUDY_PLAN", 120, "学習計画"],
      ["BULK_UPDATE", 130, "一括更新"],
      ["EXAMINATION", 160, "試験"],
      ["GRADE_RATING", 170, "成績評価"],
      ["MASTER", 800, "マスタ管理"],
      ["AUTHORITY", 900, "権限管理"],
      ["MOBILE_MANAGE", 910, "モバイル管理"],
      ["APPLICANT", 220, "志願者管理"],
      ["FORM", 300, "フォーム"],
      ["SAMPLE", 999, "サンプル"],
    ]);
  });

  it("keeps the disabled sample category valid but out of options", () => {
    expect(MC.isValid(999)).toBe(true);
    expect(MC.options.map((o) => o.value)).not.toContain(999);
    expect(MC.options).toHaveLength(24);
  });
});
