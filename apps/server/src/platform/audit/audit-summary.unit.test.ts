import { describe, expect, it } from "vitest";
import { auditSummary } from "./audit-summary";

describe("audit summary", () => {
  it("says what the route does and under which menu, without the notes meant for API readers", () => {
    expect(
      auditSummary({ method: "PUT", summary: "メンバー更新（version が古いと 409）", menuCd: "member-list" }),
    ).toBe("メンバー更新（メンバー一覧）");
    expect(
      auditSummary({
        method: "POST",
        summary: "ロゴ画像の登録（multipart/form-data の file、JPEG または PNG、2MB まで）",
        menuCd: "organization-setting",
      }),
    ).toBe("ロゴ画像の登録（組織設定）");
  });

  it("names the action alone where the route has no menu (a user's own settings)", () => {
    expect(auditSummary({ method: "PUT", summary: "パスワードの変更" })).toBe("パスワードの変更");
  });

  it("falls back to the menu and the method for a route that describes nothing", () => {
    expect(auditSummary({ method: "DELETE", menuCd: "member-attribute" })).toBe("メンバー属性設定の削除");
    expect(auditSummary({ method: "POST" })).toBe("登録の操作");
  });

  it("never shows the route pattern or the HTTP status", () => {
    const text = auditSummary({ method: "POST", menuCd: "form-list" });
    expect(text).not.toMatch(/\/app\/api|\d{3}|POST/);
  });
});
