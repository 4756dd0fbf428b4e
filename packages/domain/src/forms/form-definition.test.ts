import { describe, expect, it } from "vitest";
import { rows } from "../codes/code-table.testing";
import { FormConditionOperator, FormReception, FormStatus, FormTextFormat } from "./form-codes";
import { formDefinitionSchema, formSettingsSchema, renderCompletionMail } from "./form-definition";
import { checkFormForPublish } from "./publish-check";

const settings = { formType: "APPLICATION", title: "2027年度 推薦入試 出願" };

describe("form settings", () => {
  it("fills defaults and sanitises the description (spec §5.3 rich text)", () => {
    const parsed = formSettingsSchema.parse({
      ...settings,
      descriptionHtml: '<p style="color:#f00;font-size:40px">ご案内</p><script>alert(1)</script>',
    });
    expect(parsed).toEqual({
      ...settings,
      descriptionHtml: '<p style="color:#f00">ご案内</p>',
      loginRequired: 0,
      accountRegistrationRequired: false,
      editableAfterSubmit: false,
      multipleAnswersAllowed: false,
      showInFormList: false,
      senderMailAddress: "",
      completionMailSubject: "",
      completionMailBody: "",
    });
  });

  it.each([
    [{ title: " " }, ["title"], "フォーム名を入力してください"],
    [{ formType: "SURVEY" }, ["formType"], "選択肢の中から選択してください"],
    [{ loginRequired: 2 }, ["loginRequired"], "選択肢の中から選択してください"],
    [{ senderMailAddress: "admission@" }, ["senderMailAddress"], "メールアドレスの形式で入力してください"],
    [{ answerPeriodStart: "2026-04-01" }, ["answerPeriodStart"], "入力形式が正しくありません"],
    [
      { answerPeriodStart: "2026-04-10T00:00:00+09:00", answerPeriodEnd: "2026-04-01T00:00:00+09:00" },
      ["answerPeriodEnd"],
      "回答期間の終了日時は開始日時より後にしてください",
    ],
    [
      {
        answerPeriodStart: "2026-04-10T00:00:00Z",
        editableAfterSubmit: true,
        editDeadline: "2026-04-01T00:00:00Z",
      },
      ["editDeadline"],
      "編集期限は回答期間の開始日時より後にしてください",
    ],
    [
      { completionMailBody: "{name}様 受付番号{number}" },
      ["completionMailBody"],
      "使用できない差し込み項目{number}が含まれています",
    ],
  ])("refuses %j", (over, path, message) => {
    const result = formSettingsSchema.safeParse({ ...settings, ...over });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toContainEqual([path, message]);
  });

  it("fills a completion mail's placeholders", () => {
    const body = "{name} 様\n「{formTitle}」受付番号 {answerNumber}（{answeredAt}）{unknown}";
    expect(
      renderCompletionMail(body, { name: "山田", formTitle: "出願", answerNumber: "A-1", answeredAt: "4/1" }),
    ).toBe("山田 様\n「出願」受付番号 A-1（4/1）{unknown}");
  });
});

describe("form definition", () => {
  it("refuses an item key used twice and a message type given twice", () => {
    const result = formDefinitionSchema.safeParse({
      ...settings,
      sections: [
        { items: [{ itemKey: "a", itemType: "TEXT_SINGLE", label: "A" }] },
        { title: "2", items: [{ itemKey: "a", itemType: "DATE", label: "B" }] },
      ],
      messages: [
        { messageType: 3, bodyHtml: "<p>ありがとうございました</p>" },
        { messageType: 3, bodyHtml: "<p>重複</p>" },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["sections", 1, "items", 0, "itemKey"], "項目キー「a」が重複しています"],
      [["messages", 1, "messageType"], "メッセージ種別3が重複しています"],
    ]);
  });

  it("lets one item only give the applicant's name to the completion mail", () => {
    const name = (itemKey: string) => ({
      itemKey,
      itemType: "TEXT_SINGLE",
      label: itemKey,
      applicantName: true,
    });
    const result = formDefinitionSchema.safeParse({
      ...settings,
      sections: [{ items: [name("name")] }, { items: [name("guardian")] }],
    });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["sections", 1, "items", 0, "applicantName"], "完了メールの宛名に使う項目は1つだけ選んでください"],
    ]);
    const one = formDefinitionSchema.parse({ ...settings, sections: [{ items: [name("name")] }] });
    expect(one.sections[0]?.items[0]?.applicantName).toBe(true);
  });

  it("takes sections, items and messages in order", () => {
    const parsed = formDefinitionSchema.parse({
      ...settings,
      sections: [{ title: "本人情報", items: [{ itemType: "TEXT_SINGLE", label: "氏名", required: true }] }],
      messages: [{ messageType: 2, bodyHtml: "<p>受付は終了しました</p><img src=x onerror=alert(1)>" }],
    });
    expect(parsed.sections[0]).toMatchObject({
      title: "本人情報",
      items: [{ label: "氏名", required: true }],
    });
    expect(parsed.messages).toEqual([
      { messageType: 2, bodyHtml: '<p>受付は終了しました</p><img src="x" />' },
    ]);
  });
});

describe("publish check", () => {
  const base = {
    answerPeriodStart: null,
    answerPeriodEnd: null,
    completionMailSubject: "",
    completionMailBody: "",
  };
  const select = (over: object = {}) => ({
    itemKey: "q1",
    itemType: "SELECT" as const,
    label: "学科",
    choices: [{}],
    condition: null,
    ...over,
  });

  it("passes a form with an item", () => {
    expect(checkFormForPublish({ ...base, sections: [{ items: [select()] }] })).toEqual([]);
  });

  it("lists every problem with its path and message", () => {
    const issues = checkFormForPublish({
      answerPeriodStart: "2026-04-10T00:00:00Z",
      answerPeriodEnd: new Date("2026-04-01T00:00:00Z"),
      completionMailSubject: "",
      completionMailBody: "ありがとうございました",
      sections: [
        {
          items: [
            select({ itemKey: "q1", condition: { itemKey: "q2", operator: "EQUALS", value: "1" } }),
            select({ itemKey: "q2", itemType: "MULTIPLE", label: "興味", choices: [] }),
            select({ itemKey: "q3", itemType: "LIST", label: "都道府県", choices: [] }),
          ],
        },
        {
          items: [
            select({
              itemKey: "q4",
              label: "自己",
              condition: { itemKey: "q4", operator: "EQUALS", value: "1" },
            }),
            select({
              itemKey: "q5",
              label: "消えた",
              condition: { itemKey: "gone", operator: "EQUALS", value: "1" },
            }),
            select({
              itemKey: "q6",
              label: "空",
              condition: { itemKey: "q1", operator: "CONTAINS", value: " " },
            }),
          ],
        },
      ],
    });
    expect(issues).toEqual([
      { path: ["answerPeriodEnd"], message: "回答期間の終了日時は開始日時より後にしてください" },
      { path: ["completionMailSubject"], message: "完了メールの本文を設定する場合は件名も入力してください" },
      {
        path: ["sections", 0, "items", 0, "condition"],
        message: "「学科」の表示条件には、この項目より前の項目を指定してください",
      },
      { path: ["sections", 0, "items", 1, "choices"], message: "「興味」の選択肢を入力してください" },
      { path: ["sections", 0, "items", 2, "choices"], message: "「都道府県」の選択肢を入力してください" },
      {
        path: ["sections", 1, "items", 0, "condition"],
        message: "「自己」の表示条件には、この項目より前の項目を指定してください",
      },
      {
        path: ["sections", 1, "items", 1, "condition"],
        message: "「消えた」の表示条件の項目が見つかりません",
      },
      {
        path: ["sections", 1, "items", 2, "condition", "value"],
        message: "「空」の表示条件の値を入力してください",
      },
    ]);
  });

  it("refuses a form without items", () => {
    expect(checkFormForPublish({ ...base, sections: [{ items: [] }] })).toEqual([
      { path: ["sections"], message: "項目が1つもありません。項目を追加してください" },
    ]);
  });
});

describe("form code lists", () => {
  it("pins codes, labels and order", () => {
    expect(rows(FormStatus)).toEqual([
      ["DRAFT", "DRAFT", "下書き"],
      ["PUBLISHED", "PUBLISHED", "公開中"],
      ["UNPUBLISHED", "UNPUBLISHED", "公開停止"],
    ]);
    expect(rows(FormReception)).toEqual([
      ["OPEN", "OPEN", "受付中"],
      ["BEFORE_PERIOD", "BEFORE_PERIOD", "受付開始前"],
      ["CLOSED", "CLOSED", "受付終了"],
    ]);
    expect(rows(FormConditionOperator)).toEqual([
      ["EQUALS", "EQUALS", "と等しい"],
      ["CONTAINS", "CONTAINS", "を含む"],
    ]);
    expect(FormTextFormat.codes).toEqual([
      "tel",
      "mail",
      "postal",
      "kana",
      "half-width",
      "full-width",
      "integer",
      "digits-hyphen",
      "url",
    ]);
  });
});
