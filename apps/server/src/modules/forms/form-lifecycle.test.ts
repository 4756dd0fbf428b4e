import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { createForm, FORMS, sampleDefinition } from "../../../test/forms/form-test-kit";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";

type Headers = Record<string, string>;

describe("form builder API: order, copy, delete, access", () => {
  const t = usePermissionTestApp();
  let a: PermissionTenant;
  let admin: Headers;
  let viewer: Headers;
  let stranger: Headers;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    const b = await createPermissionTenant(t.database.db);
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
    viewer = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
    stranger = await loginAs(t.app, { tenantCd: b.tenant.tenantCd, displayUserId: "admin" });
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, headers, payload });

  it("reorders sections and items in one call, moving an item between sections", async () => {
    const form = await createForm(t.app, admin);
    const [s1, s2] = form.sections;
    const order = {
      version: 1,
      sections: [
        { sectionId: s2.sectionId, itemIds: [s2.items[1].itemId, s1.items[0].itemId] },
        { sectionId: s1.sectionId, itemIds: [s1.items[1].itemId, s2.items[0].itemId] },
      ],
    };
    const res = await call("PUT", `${FORMS}/${form.formId}/order`, order);
    expect(res.statusCode).toBe(200);
    const keys = res
      .json()
      .form.sections.map((s: { items: { itemKey: string }[] }) => s.items.map((i) => i.itemKey));
    expect(keys).toEqual([
      ["report", "name"],
      ["course", "commerceReason"],
    ]);
    expect((await call("PUT", `${FORMS}/${form.formId}/order`, order)).statusCode).toBe(409);
    const missing = await call("PUT", `${FORMS}/${form.formId}/order`, {
      ...order,
      version: 2,
      sections: order.sections.slice(0, 1),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("並び順に含まれていない");
  });

  it("copies a form deeply as a new draft with a new code", async () => {
    const form = await createForm(t.app, admin);
    const res = await call("POST", `${FORMS}/${form.formId}/copy`);
    expect(res.statusCode).toBe(201);
    const copy = res.json().form;
    expect(copy).toMatchObject({
      status: "DRAFT",
      version: 1,
      title: `${form.title}（コピー）`,
      publishedAt: null,
    });
    expect(copy.formId).not.toBe(form.formId);
    expect(copy.formCd).not.toBe(form.formCd);
    const shape = (f: typeof form) =>
      f.sections.map((s: { title: string; items: { itemId: number }[] }) => ({
        title: s.title,
        items: s.items.map(({ itemId: _id, ...rest }) => rest),
      }));
    expect(shape(copy)).toEqual(shape(form));
    expect(copy.messages).toEqual(form.messages);
    expect(copy.sections[0].items[0].itemId).not.toBe(form.sections[0].items[0].itemId);
  });

  it("deletes a form that is not published, logically; a published one is refused with 409", async () => {
    const form = await createForm(t.app, admin, sampleDefinition({ formCd: "DELETE-ME" }));
    expect((await call("DELETE", `${FORMS}/${form.formId}?version=9`)).statusCode).toBe(409);
    expect((await call("DELETE", `${FORMS}/${form.formId}?version=1`)).statusCode).toBe(204);
    expect((await call("GET", `${FORMS}/${form.formId}`)).statusCode).toBe(404);
    // Its code is free again.
    await createForm(t.app, admin, sampleDefinition({ formCd: "DELETE-ME" }));

    const published = await createForm(t.app, admin);
    await call("POST", `${FORMS}/${published.formId}/publish`, { version: 1 });
    const refused = await call("DELETE", `${FORMS}/${published.formId}?version=2`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "公開中のフォームは削除できません。公開を停止してから削除してください。",
    );
  });

  it("gives another tenant 404 on every route and the reference-only user 403 on every write", async () => {
    const form = await createForm(t.app, admin);
    const id = form.formId;
    const reads: [string, string][] = [
      ["GET", `${FORMS}/${id}`],
      ["GET", `${FORMS}/${id}/preview`],
      ["GET", `${FORMS}/${id}/access-keys`],
    ];
    const writes: [string, string, object?][] = [
      ["PUT", `${FORMS}/${id}`, { ...sampleDefinition(), version: 1 }],
      ["PUT", `${FORMS}/${id}/order`, { version: 1, sections: [] }],
      ["POST", `${FORMS}/${id}/copy`],
      ["POST", `${FORMS}/${id}/publish`, { version: 1 }],
      ["POST", `${FORMS}/${id}/unpublish`, { version: 1 }],
      ["DELETE", `${FORMS}/${id}?version=1`],
      ["POST", `${FORMS}/${id}/access-keys`, {}],
      ["POST", `${FORMS}/${id}/access-keys/1/revoke`],
    ];
    for (const [method, url, payload] of [...reads, ...writes]) {
      const res = await call(method as "GET", url, payload, stranger);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
    for (const [method, url] of [...reads, ["GET", FORMS]]) {
      expect((await call(method as "GET", url!, undefined, viewer)).statusCode, url).toBe(200);
    }
    for (const [method, url, payload] of [
      ...writes,
      ["POST", FORMS, sampleDefinition()] as [string, string, object],
    ]) {
      const res = await call(method as "GET", url, payload, viewer);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call("GET", `${FORMS}/${id}`)).json().form.version).toBe(1);
  });
});
