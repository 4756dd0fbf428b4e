import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { createForm, FORMS, sampleDefinition } from "../../../test/forms/form-test-kit";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";

type Headers = Record<string, string>;

describe("form builder API", () => {
  const t = usePermissionTestApp();
  let a: PermissionTenant;
  let admin: Headers;
  let stranger: Headers;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    const b = await createPermissionTenant(t.database.db);
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
    stranger = await loginAs(t.app, { tenantCd: b.tenant.tenantCd, displayUserId: "admin" });
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, headers, payload });

  it("creates a draft with a generated code, sanitised text and the whole definition in order", async () => {
    const res = await call(
      "POST",
      FORMS,
      sampleDefinition({ descriptionHtml: "<p onclick=x()>案内</p><script>x</script>" }),
    );
    expect(res.statusCode).toBe(201);
    const form = res.json().form;
    expect(form).toMatchObject({
      formCd: expect.stringMatching(/^F[A-Z0-9]{8}$/),
      status: "DRAFT",
      version: 1,
      descriptionHtml: "<p>案内</p>",
      loginRequired: 1,
      answerPeriodStart: "2025-12-31T15:00:00.000Z",
      publishedAt: null,
      senderMailAddress: "",
    });
    expect(form.sections.map((s: { title: string }) => s.title)).toEqual(["本人情報", "書類"]);
    expect(form.sections[1].items).toMatchObject([
      { itemKey: "commerceReason", condition: { itemKey: "course", operator: "EQUALS", value: "2" } },
      { itemKey: "report", fileTypes: [4], maxFileSizeMb: 5, validation: {}, choices: [] },
    ]);
    expect(form.messages.map((m: { messageType: number }) => m.messageType)).toEqual([2, 3]);
    const again = await call("GET", `${FORMS}/${form.formId}`);
    expect(again.json().form).toEqual(form);
  });

  it("refuses a taken form code with 409 and bad input with the Japanese message", async () => {
    await createForm(t.app, admin, sampleDefinition({ formCd: "SUISEN-2027" }));
    const taken = await call("POST", FORMS, sampleDefinition({ formCd: "SUISEN-2027" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("フォームコード「SUISEN-2027」は既に使用されています。");
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "フォーム名を入力してください"],
      [{ formCd: "推薦" }, "フォームコードは半角英数字・ハイフン・アンダースコアで入力してください"],
      [{ answerPeriodEnd: "2025-01-01T00:00:00+09:00" }, "回答期間の終了日時は開始日時より後にしてください"],
      [{ completionMailBody: "{password}" }, "使用できない差し込み項目{password}が含まれています"],
      [
        { sections: [{ items: [{ itemType: "TEXT_SINGLE", label: "" }] }] },
        "sections.0.items.0.label: 項目名を入力してください",
      ],
    ];
    for (const [over, message] of cases) {
      const res = await call("POST", FORMS, sampleDefinition(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("lists the organisation's forms, newest change first, 20 a page, by keyword, status and type", async () => {
    for (let i = 1; i <= 21; i++)
      await createForm(t.app, admin, sampleDefinition({ title: `オープンキャンパス ${i}`, formType: "OC" }));
    const first = (await call("GET", `${FORMS}?formType=OC`)).json();
    expect(first).toMatchObject({ totalCount: 21, page: 1, pageSize: 20 });
    expect(first.formList[0]).toMatchObject({
      title: "オープンキャンパス 21",
      itemCount: 4,
      status: "DRAFT",
      reception: null,
    });
    expect((await call("GET", `${FORMS}?formType=OC&page=2`)).json().formList).toHaveLength(1);
    expect(
      (await call("GET", `${FORMS}?keyword=${encodeURIComponent("キャンパス 1")}`)).json().totalCount,
    ).toBe(11);
    expect((await call("GET", `${FORMS}?keyword=ｓｕｉｓｅｎ`)).json().totalCount).toBe(1);
    expect((await call("GET", `${FORMS}?status=PUBLISHED`)).json().totalCount).toBe(0);
    expect((await call("GET", `${FORMS}?status=OPEN`)).statusCode).toBe(400);
    expect((await call("GET", FORMS, undefined, stranger)).json().totalCount).toBe(0);
  });

  it("saves the whole definition keeping ids and keys, adding and removing items and sections", async () => {
    const form = await createForm(t.app, admin);
    const [personal, documents] = form.sections;
    const body = {
      ...sampleDefinition(),
      version: form.version,
      sections: [
        {
          sectionId: documents.sectionId,
          title: "提出書類",
          items: [
            { ...personal.items[1], label: "第一志望学科" },
            { itemType: "CHECKBOX", label: "同意する", required: true },
          ],
        },
        { title: "追加セクション", items: [{ itemKey: "note", itemType: "TEXT_MULTI", label: "備考" }] },
      ],
      messages: [{ messageType: 1, bodyHtml: "<p>受付前です</p>" }],
    };
    const res = await call("PUT", `${FORMS}/${form.formId}`, body);
    expect(res.statusCode).toBe(200);
    const saved = res.json().form;
    expect(saved.version).toBe(2);
    expect(saved.sections).toMatchObject([
      {
        sectionId: documents.sectionId,
        title: "提出書類",
        items: [
          { itemId: personal.items[1].itemId, itemKey: "course", label: "第一志望学科" },
          { itemType: "CHECKBOX", itemKey: expect.stringMatching(/^q[a-z2-9]{8}$/) },
        ],
      },
      { title: "追加セクション", items: [{ itemKey: "note" }] },
    ]);
    expect(saved.messages).toEqual([{ messageType: 1, bodyHtml: "<p>受付前です</p>" }]);

    const stale = await call("PUT", `${FORMS}/${form.formId}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("CONFLICT");

    const rekey = await call("PUT", `${FORMS}/${form.formId}`, {
      ...body,
      version: 2,
      sections: [{ items: [{ ...saved.sections[0].items[0], itemKey: "renamed" }] }],
    });
    expect(rekey.statusCode).toBe(400);
    expect(rekey.json().message).toBe("登録済みの項目の項目キー（course）は変更できません。");
    const other = await createForm(t.app, admin);
    const foreign = await call("PUT", `${FORMS}/${form.formId}`, {
      ...body,
      version: 2,
      sections: [{ items: [other.sections[0].items[0]] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain("項目が見つかりません。");
    const clash = await call("PUT", `${FORMS}/${form.formId}`, {
      ...body,
      version: 2,
      // The stored item is sent without its key (it keeps "course"); the new one asks for the same key.
      sections: [
        {
          items: [
            { ...saved.sections[0].items[0], itemKey: undefined },
            { itemKey: "course", itemType: "DATE", label: "x" },
          ],
        },
      ],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe("項目キー「course」が重複しています");
  });
});
