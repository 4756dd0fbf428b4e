import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
import { createForm, issueKey, publish } from "../../../test/forms/form-test-kit";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";

const URL = "/app/api/v2/organization-setting/analytics";

describe("organization setting: analytics ids of the forms", () => {
  const t = useTestApp();
  let a: PermissionTenant;
  let admin: Record<string, string>;
  let viewer: Record<string, string>;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
    viewer = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
  });

  const put = (payload: object, headers = admin) =>
    t.app.inject({ method: "PUT", url: URL, headers, payload });

  it("saves the ids, which the form frontend then receives with the link", async () => {
    expect((await t.app.inject({ url: URL, headers: admin })).json()).toEqual({ ga4Ids: [], gtmIds: [] });
    const saved = await put({ ga4Ids: [" g-abc123xyz9 ", "G-ABC123XYZ9"], gtmIds: ["GTM-ABCD123"] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ga4Ids: ["G-ABC123XYZ9"], gtmIds: ["GTM-ABCD123"] });

    const form = await publish(t.app, admin, await createForm(t.app, admin));
    const { accessKeyValue } = await issueKey(t.app, admin, form.formId);
    const resolved = await t.app.inject({
      url: "/app/form-api/access-key/resolve",
      headers: { ...apiHeaders, "x-access-key": accessKeyValue },
    });
    expect(resolved.json().analytics).toEqual({ ga4Ids: ["G-ABC123XYZ9"], gtmIds: ["GTM-ABCD123"] });

    expect((await put({ ga4Ids: [], gtmIds: [] })).json()).toEqual({ ga4Ids: [], gtmIds: [] });
  });

  it("refuses what is not an id with a Japanese message and keeps the saved ones", async () => {
    await put({ ga4Ids: ["G-KEEP12345"], gtmIds: [] });
    const bad = await put({ ga4Ids: ["<script>"], gtmIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("GA4の測定IDは「G-XXXXXXXXXX」の形式で入力してください");
    const many = await put({
      ga4Ids: [],
      gtmIds: ["GTM-A1111", "GTM-A2222", "GTM-A3333", "GTM-A4444", "GTM-A5555", "GTM-A6666"],
    });
    expect(many.body).toContain("GTMのコンテナIDは5件まで登録できます");
    expect((await t.app.inject({ url: URL, headers: admin })).json().ga4Ids).toEqual(["G-KEEP12345"]);
    expect((await put({ ga4Ids: [], gtmIds: [] }, viewer)).statusCode).toBe(403);
  });
});
