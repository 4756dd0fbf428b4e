import type { PublicForm, PublicFormItem } from "@gakumu/domain/forms/public-form";

// Public forms for the tests of the answer fields (and the apps' tests that draw them).

let nextId = 1;

export function formItem(
  overrides: Partial<PublicFormItem> & Pick<PublicFormItem, "itemKey" | "itemType">,
): PublicFormItem {
  return {
    itemId: nextId++,
    label: overrides.itemKey,
    helpText: "",
    required: false,
    validation: {},
    choices: [],
    fileTypes: [],
    maxFileSizeMb: null,
    condition: null,
    divisionOptions: [],
    divisionDepth: null,
    ...overrides,
  };
}

export function publicForm(items: PublicFormItem[], overrides: Partial<PublicForm> = {}): PublicForm {
  return {
    formId: 12,
    formCd: "F0012",
    formType: "APPLICATION",
    title: "2026年度 入学願書",
    descriptionHtml: "<p>必要事項を入力してください。</p>",
    answerPeriodStart: "2026-01-05T00:00:00.000Z",
    answerPeriodEnd: "2026-03-31T14:59:00.000Z",
    loginRequired: 0,
    accountRegistrationRequired: false,
    editableAfterSubmit: true,
    editDeadline: null,
    multipleAnswersAllowed: false,
    senderMailAddress: "nyushi@gakumu.example.jp",
    reception: "OPEN",
    closedMessageHtml: null,
    sections: [{ sectionId: 1, title: "志願者情報", items }],
    messages: [],
    ...overrides,
  };
}
