import type { FastifyInstance } from "fastify";

// Test support of the forms module: a definition with one item of each kind the tests need, and
// short calls of the builder API.

export const FORMS = "/app/api/v2/form";

/** A small application form: personal details, a conditional item, an upload and messages. */
export function sampleDefinition(overrides: Record<string, unknown> = {}) {
  return {
    formType: "APPLICATION",
    title: "2027年度 推薦入試 出願フォーム",
    descriptionHtml: "<p>必要事項を入力してください。</p>",
    answerPeriodStart: "2026-01-01T00:00:00+09:00",
    answerPeriodEnd: "2099-12-31T23:59:00+09:00",
    loginRequired: 1,
    completionMailSubject: "{formTitle} 受付完了",
    completionMailBody: "{name} 様\n受付番号：{answerNumber}",
    sections: [
      {
        title: "本人情報",
        items: [
          {
            itemKey: "name",
            itemType: "TEXT_SINGLE",
            label: "氏名",
            required: true,
            validation: { maxLength: 50 },
          },
          {
            itemKey: "course",
            itemType: "SELECT",
            label: "志望学科",
            required: true,
            choices: [
              { value: "1", label: "普通科" },
              { value: "2", label: "商業科" },
            ],
          },
        ],
      },
      {
        title: "書類",
        items: [
          {
            itemKey: "commerceReason",
            itemType: "TEXT_MULTI",
            label: "商業科の志望理由",
            condition: { itemKey: "course", operator: "EQUALS", value: "2" },
          },
          { itemKey: "report", itemType: "UPLOAD", label: "調査書", fileTypes: [4], maxFileSizeMb: 5 },
        ],
      },
    ],
    messages: [
      { messageType: 2, bodyHtml: "<p>受付は終了しました。</p>" },
      { messageType: 3, bodyHtml: "<p>ご回答ありがとうございました。</p>" },
    ],
    ...overrides,
  };
}

export async function createForm(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: object = sampleDefinition(),
) {
  const res = await app.inject({ method: "POST", url: FORMS, headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`create form failed: ${res.statusCode} ${res.body}`);
  return res.json().form;
}

export async function publish(
  app: FastifyInstance,
  headers: Record<string, string>,
  form: { formId: number; version: number },
) {
  const res = await app.inject({
    method: "POST",
    url: `${FORMS}/${form.formId}/publish`,
    headers,
    payload: { version: form.version },
  });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return res.json().form;
}

/** Issues a link and returns the raw key with the answer. */
export async function issueKey(
  app: FastifyInstance,
  headers: Record<string, string>,
  formId: number,
  body: object = {},
) {
  const res = await app.inject({
    method: "POST",
    url: `${FORMS}/${formId}/access-keys`,
    headers,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`issue key failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    accessKey: { accessKeyId: number; keyPrefix: string };
    accessKeyValue: string;
    url: string;
  };
}
