import { describe, expect, it } from "vitest";
import { en } from "./en";
import { i18n, tUi } from "./index";
import { ja } from "./ja";

function leafKeys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("ui catalogue", () => {
  it("has the same keys in ja and en", () => {
    expect(leafKeys(en).sort()).toEqual(leafKeys(ja).sort());
  });

  it("has no empty texts", () => {
    for (const lng of ["ja", "en"]) {
      const t = i18n.getFixedT(lng, "ui");
      for (const key of leafKeys(ja)) expect(t(key), `${lng}:${key}`).not.toMatch(/^$|^[a-z]+\.[a-zA-Z.]+$/);
    }
  });

  it("defaults to Japanese and interpolates", () => {
    expect(i18n.language).toBe("ja");
    expect(tUi("notify.success")).toBe("正常終了");
    expect(tUi("app.documentTitle", { title: "ログイン" })).toBe("ログイン | 学務");
  });
});
