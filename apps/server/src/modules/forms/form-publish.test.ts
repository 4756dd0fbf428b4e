import { formAnswerSchema, publicFormSchema } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { createForm, FORMS, publish, sampleDefinition } from "../../../test/forms/form-test-kit";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";
import { createHierarchy } from "../../platform/hierarchy/hierarchy.service";
import { hierarchyNode } from "../../platform/hierarchy/hierarchy.tables";

describe("publishing and preview", () => {
  const t = usePermissionTestApp();
  let a: PermissionTenant;
  let admin: Record<string, string>;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
    await createHierarchy(t.database.db, a.organization, [
      {
        code: "HS",
        name: "高等部",
        children: [
          { code: "HS-G", name: "普通科" },
          { code: "HS-C", name: "商業科" },
          { code: "HS-OLD", name: "旧課程" },
        ],
      },
      { code: "JH", name: "中等部" },
    ]);
    await t.database.db
      .update(hierarchyNode)
      .set({ disabled: true })
      .where(eq(hierarchyNode.divisionCd, "HS-OLD"));
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: admin, payload });

  it("publishes a valid form, and unpublishes it", async () => {
    const form = await createForm(t.app, admin);
    const published = await publish(t.app, admin, form);
    expect(published).toMatchObject({ status: "PUBLISHED", version: 2, publishedAt: expect.any(String) });
    const listed = (await t.app.inject({ url: `${FORMS}?status=PUBLISHED`, headers: admin })).json();
    expect(listed.formList[0]).toMatchObject({ formId: form.formId, reception: "OPEN" });

    const again = await publish(t.app, admin, published);
    expect(again.publishedAt).toBe(published.publishedAt);
    const down = await post(`${FORMS}/${form.formId}/unpublish`, { version: again.version });
    expect(down.json().form).toMatchObject({ status: "UNPUBLISHED", version: 4 });
    const twice = await post(`${FORMS}/${form.formId}/unpublish`, { version: 4 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe("このフォームは公開されていません。");
    expect((await post(`${FORMS}/${form.formId}/publish`, { version: 1 })).statusCode).toBe(409);
  });

  it("refuses to publish with every problem listed in Japanese", async () => {
    const form = await createForm(
      t.app,
      admin,
      sampleDefinition({
        completionMailSubject: "",
        sections: [
          {
            items: [
              {
                itemKey: "first",
                itemType: "TEXT_SINGLE",
                label: "最初",
                condition: { itemKey: "later", operator: "EQUALS", value: "1" },
              },
              { itemKey: "later", itemType: "MULTIPLE", label: "興味のある分野" },
              {
                itemKey: "pick",
                itemType: "SELECT",
                label: "学科",
                condition: { itemKey: "nowhere", operator: "EQUALS", value: "1" },
              },
            ],
          },
        ],
      }),
    );
    const res = await post(`${FORMS}/${form.formId}/publish`, { version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "公開できません。完了メールの本文を設定する場合は件名も入力してください",
      details: [
        { path: "completionMailSubject", message: "完了メールの本文を設定する場合は件名も入力してください" },
        {
          path: "sections.0.items.0.condition",
          message: "「最初」の表示条件には、この項目より前の項目を指定してください",
        },
        { path: "sections.0.items.1.choices", message: "「興味のある分野」の選択肢を入力してください" },
        { path: "sections.0.items.2.choices", message: "「学科」の選択肢を入力してください" },
        { path: "sections.0.items.2.condition", message: "「学科」の表示条件の項目が見つかりません" },
      ],
    });
    const empty = await createForm(t.app, admin, sampleDefinition({ sections: [] }));
    const none = await post(`${FORMS}/${empty.formId}/publish`, { version: 1 });
    expect(none.json().message).toBe("公開できません。項目が1つもありません。項目を追加してください");
  });

  it("previews the exact public shape, with hierarchy choices and no internal settings", async () => {
    const form = await createForm(
      t.app,
      admin,
      sampleDefinition({
        answerPeriodEnd: "2026-01-02T00:00:00+09:00",
        sections: [
          {
            title: "所属",
            items: [
              {
                itemKey: "dept",
                itemType: "DIVISION",
                label: "学科",
                divisionSource: { depth: 2, parentDivisionCd: "HS" },
              },
              { itemKey: "path", itemType: "DIVISION_SELECT", label: "所属", divisionSource: { depth: 2 } },
            ],
          },
        ],
      }),
    );
    const res = await t.app.inject({ url: `${FORMS}/${form.formId}/preview`, headers: admin });
    expect(res.statusCode).toBe(200);
    const preview = publicFormSchema.parse(res.json());
    expect(preview).toMatchObject({
      formId: form.formId,
      reception: "CLOSED",
      closedMessageHtml: "<p>受付は終了しました。</p>",
      senderMailAddress: "",
    });
    expect(res.json()).not.toHaveProperty("completionMailBody");
    expect(res.json()).not.toHaveProperty("status");
    const [dept, path] = preview.sections[0]!.items;
    expect(dept!.choices).toEqual([
      { value: "HS-G", label: "普通科" },
      { value: "HS-C", label: "商業科" },
    ]);
    expect(path!.divisionDepth).toBe(2);
    expect(path!.divisionOptions).toEqual([
      { value: "HS", label: "高等部", parentValue: null, depth: 1 },
      { value: "JH", label: "中等部", parentValue: null, depth: 1 },
      { value: "HS-G", label: "普通科", parentValue: "HS", depth: 2 },
      { value: "HS-C", label: "商業科", parentValue: "HS", depth: 2 },
    ]);
    // The answer schema of the frontend is built from the same items.
    const items = preview.sections.flatMap((s) => s.items);
    expect(formAnswerSchema(items).safeParse({ dept: "HS-C", path: ["JH"] }).success).toBe(true);
    expect(formAnswerSchema(items).safeParse({ dept: "HS-OLD" }).success).toBe(false);
  });
});
