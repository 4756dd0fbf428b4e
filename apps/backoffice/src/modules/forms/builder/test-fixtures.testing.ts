import type { FormItemTypeCode } from "@gakumu/domain";
import type { FormDetail, FormItemBody } from "../forms-api";
import type { EditorItem, EditorSection, EditorState } from "./builder-state";
import { editorFromForm } from "./builder-state";

// Small forms for the builder's tests.

export function itemBody(
  itemId: number,
  itemType: FormItemTypeCode,
  label: string,
  extra: Partial<FormItemBody> = {},
) {
  return {
    itemId,
    itemKey: `k${itemId}`,
    itemType,
    label,
    helpText: "",
    required: false,
    validation: {},
    choices: [],
    fileTypes: [],
    maxFileSizeMb: null,
    divisionSource: null,
    condition: null,
    applicantName: false,
    ...extra,
  } satisfies FormItemBody;
}

export function formDetail(extra: Partial<FormDetail> = {}): FormDetail {
  return {
    formId: 12,
    formCd: "F2026OC",
    formType: "OC",
    processMode: 0,
    title: "オープンキャンパス申込",
    descriptionHtml: "<p>ご来場をお待ちしています。</p>",
    answerPeriodStart: "2026-03-31T15:00:00.000Z",
    answerPeriodEnd: "2026-07-31T14:59:00.000Z",
    loginRequired: 0,
    accountRegistrationRequired: false,
    editableAfterSubmit: true,
    editDeadline: "2026-07-20T03:00:00.000Z",
    multipleAnswersAllowed: false,
    showInFormList: false,
    senderMailAddress: "",
    completionMailSubject: "{formTitle} 受付完了",
    completionMailBody: "{name} 様",
    status: "DRAFT",
    publishedAt: null,
    version: 3,
    createdAt: "2026-03-01T00:00:00.000Z",
    updatedAt: "2026-03-02T00:00:00.000Z",
    sections: [
      {
        sectionId: 1,
        title: "申込者",
        items: [
          itemBody(101, "TEXT_SINGLE", "氏名", { required: true, validation: { maxLength: 50 } }),
          itemBody(102, "SELECT", "参加区分", {
            choices: [
              { value: "本人", label: "本人" },
              { value: "P", label: "保護者" },
            ],
          }),
        ],
      },
      {
        sectionId: 2,
        title: "希望",
        items: [
          itemBody(103, "PLAN_DATE", "希望日", {
            choices: [
              { value: "2026-07-20", label: "2026-07-20" },
              { value: "2026-07-21", label: "7月21日（午後）" },
            ],
          }),
          itemBody(104, "TEXT_MULTI", "保護者への連絡", {
            condition: { itemKey: "k102", operator: "EQUALS", value: "P" },
          }),
        ],
      },
    ],
    messages: [{ messageType: 3, bodyHtml: "<p>ありがとうございました。</p>" }],
    ...extra,
  };
}

export const loadedState = (): EditorState => editorFromForm(formDetail());

export function section(uid: string, items: EditorItem[]): EditorSection {
  return { uid, title: "", items };
}

export function item(
  itemKey: string,
  itemType: FormItemTypeCode,
  extra: Partial<EditorItem> = {},
): EditorItem {
  return {
    itemKey,
    itemType,
    label: itemKey,
    helpText: "",
    required: false,
    validation: {},
    choices: [],
    fileTypes: [],
    maxFileSizeMb: null,
    divisionSource: null,
    condition: null,
    applicantName: false,
    ...extra,
  };
}
