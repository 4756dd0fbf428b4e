import { setDomainLocale } from "@gakumu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import {
  emptyLoginUserForm,
  formFromLoginUser,
  LOGIN_ID_MESSAGE,
  type LoginUserFormValues,
  statusBadges,
  toCreateBody,
  toUpdateBody,
  validateLoginUserForm,
} from "./login-user-form";

const labels = {
  displayUserId: "ユーザーID",
  name: "氏名",
  mailAddress: "メールアドレス",
  password: "パスワード",
};
const valid: LoginUserFormValues = {
  ...emptyLoginUserForm(),
  displayUserId: "tanaka",
  name: "田中　一郎",
  mailAddress: "tanaka@example.jp",
};

describe("login user form", () => {
  beforeAll(() => setDomainLocale("ja"));

  it("accepts a complete form and generates the password when asked", () => {
    expect(validateLoginUserForm(valid, "create", labels)).toEqual({});
    expect(toCreateBody({ ...valid, password: "ignored" })).toEqual({
      displayUserId: "tanaka",
      name: "田中　一郎",
      mailAddress: "tanaka@example.jp",
      password: "",
      permission: null,
    });
  });

  it.each<[Partial<LoginUserFormValues>, string, string]>([
    [{ displayUserId: "" }, "displayUserId", "ユーザーIDを入力してください"],
    [{ displayUserId: "山田" }, "displayUserId", LOGIN_ID_MESSAGE],
    [{ name: "　" }, "name", "氏名を入力してください"],
    [{ mailAddress: "tanaka" }, "mailAddress", "メールアドレスの形式で入力してください"],
    [{ passwordMode: "manual", password: "" }, "password", "パスワードを入力してください"],
    [
      { passwordMode: "manual", password: "abcdefgh" },
      "password",
      "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください",
    ],
  ])("%j → %s: %s", (change, field, message) => {
    const errors = validateLoginUserForm({ ...valid, ...change }, "create", labels);
    expect(errors[field as keyof typeof errors]).toBe(message);
  });

  it("checks neither the id nor a password when editing, and sends the chosen permission", () => {
    const edit = { ...valid, displayUserId: "", permissionSetId: "3", referenceAuthority: 1 };
    expect(validateLoginUserForm(edit, "edit", labels)).toEqual({});
    expect(toUpdateBody(edit)).toEqual({
      name: "田中　一郎",
      mailAddress: "tanaka@example.jp",
      permission: { permissionSetId: 3, referenceAuthority: 1 },
    });
  });

  it("fills the edit form from a listed user and lists status badges urgent first", () => {
    const user = {
      loginUserId: 9,
      displayUserId: "sato",
      name: "佐藤",
      mailAddress: "sato@example.jp",
      locked: true,
      lockedUntil: "9999-12-31T00:00:00.000Z",
      totpEnabled: true,
      passwordChangeRequired: true,
      passwordChangedAt: "2026-04-01T00:00:00.000Z",
      lastLoginAt: null,
      permission: {
        permissionSetId: 2,
        permissionSetName: "参照のみ",
        referenceAuthority: 2,
        gradePermission: -1,
      },
    };
    expect(formFromLoginUser(user)).toMatchObject({
      permissionSetId: "2",
      referenceAuthority: 2,
      name: "佐藤",
    });
    expect(statusBadges(user)).toEqual(["locked", "passwordChangeRequired", "totpEnabled"]);
    expect(formFromLoginUser({ ...user, permission: null }).permissionSetId).toBe("");
  });
});
