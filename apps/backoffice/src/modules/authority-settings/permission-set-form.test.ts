import { setDomainLocale } from "@gakumu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { hasFormErrors, validatePermissionSetForm } from "./permission-set-form";

describe("permission set form", () => {
  beforeAll(() => setDomainLocale("ja"));
  const check = (name: string, description = "") =>
    validatePermissionSetForm({ name, description, isLecturerDefault: false }, "権限セット名");

  it.each([
    ["", "権限セット名を入力してください"],
    ["　 ", "権限セット名を入力してください"],
    ["あ".repeat(51), "50文字以内で入力してください"],
  ])("name %j → %s", (name, message) => {
    expect(check(name).name).toBe(message);
  });

  it("accepts 50 characters and limits the description to 200", () => {
    expect(check("あ".repeat(50))).toEqual({});
    expect(hasFormErrors(check("あ".repeat(50)))).toBe(false);
    expect(check("教務", "x".repeat(201)).description).toBe("200文字以内で入力してください");
  });
});
