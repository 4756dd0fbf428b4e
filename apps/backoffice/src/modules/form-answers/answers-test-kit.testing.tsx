// Test-side data of the answer screens' tests, in the contract's shapes (the screens render with
// app/testing/render-menu-screen).
import type {
  AnswerDetail,
  AnswerListResponse,
  AnswerListRow,
  FormDashboardRow,
  PublicForm,
  PublicFormItem,
} from "@gakumu/domain";

export const item = (
  itemKey: string,
  itemType: PublicFormItem["itemType"],
  label: string,
  extra: Partial<PublicFormItem> = {},
): PublicFormItem => ({
  itemId: 1,
  itemKey,
  itemType,
  label,
  helpText: "",
  required: false,
  validation: {},
  choices: [],
  fileTypes: [],
  maxFileSizeMb: null,
  condition: null,
  divisionOptions: [],
  divisionDepth: null,
  ...extra,
});

export const FORM: PublicForm = {
  formId: 12,
  formCd: "F2026AP",
  formType: "APPLICATION",
  title: "2026年度 出願フォーム",
  descriptionHtml: "",
  answerPeriodStart: null,
  answerPeriodEnd: null,
  loginRequired: 1,
  accountRegistrationRequired: false,
  editableAfterSubmit: true,
  editDeadline: null,
  multipleAnswersAllowed: false,
  senderMailAddress: "info@example.jp",
  reception: "OPEN",
  closedMessageHtml: null,
  sections: [
    {
      sectionId: 1,
      title: "志願者",
      items: [
        item("name", "TEXT_SINGLE", "氏名", { required: true, validation: { maxLength: 20 } }),
        item("course", "SELECT", "志望学科", {
          choices: [
            { value: "FUTSU", label: "普通科" },
            { value: "JOHO", label: "情報科" },
          ],
        }),
        item("reason", "TEXT_MULTI", "志望理由", {
          condition: { itemKey: "course", operator: "EQUALS", value: "JOHO" },
        }),
        item("photo", "FACE_PHOTO", "顔写真"),
        item("report", "UPLOAD", "調査書"),
      ],
    },
  ],
  messages: [],
};

export function row(
  answerId: number,
  receiptNo: number | null,
  extra: Partial<AnswerListRow> = {},
): AnswerListRow {
  return {
    answerId,
    receiptNo,
    answerStatus: 1,
    applicantName: "佐藤 花子",
    mailAddress: "hanako@example.jp",
    firstSubmittedAt: "2026-04-01T01:00:00.000Z",
    lastSubmittedAt: "2026-04-02T01:00:00.000Z",
    updatedAt: "2026-04-02T01:00:00.000Z",
    summary: [
      { itemKey: "name", label: "氏名", text: "佐藤 花子" },
      { itemKey: "course", label: "志望学科", text: "普通科" },
    ],
    ...extra,
  };
}

export function listResponse(rows: AnswerListRow[], total = rows.length): AnswerListResponse {
  return { rows, total, page: 1, pageSize: 20, counts: { "1": 12, "2": 3, "3": 5, "4": 1, "5": 0 } };
}

export const dashboardRow = (
  formId: number,
  title: string,
  extra: Partial<FormDashboardRow> = {},
): FormDashboardRow => ({
  formId,
  formCd: `F${formId}`,
  title,
  formType: "APPLICATION",
  formStatus: "PUBLISHED",
  reception: "OPEN",
  answerPeriodEnd: "2026-09-30T14:59:00.000Z",
  counts: { "1": 12, "2": 3, "3": 5, "4": 1 },
  total: 21,
  ...extra,
});

export function detail(extra: Partial<AnswerDetail> = {}): AnswerDetail {
  return {
    answerId: 41,
    formId: 12,
    receiptNo: 7,
    answerStatus: 1,
    values: {
      name: "佐藤 花子",
      course: "JOHO",
      reason: "プログラミングを学びたい",
      photo: [
        { fileId: "f-photo", fileName: "face.jpg", mimeType: "image/jpeg", size: 204800, status: "NONE" },
      ],
      report: [
        {
          fileId: "f-report",
          fileName: "調査書.pdf",
          mimeType: "application/pdf",
          size: 512,
          status: "NONE",
        },
      ],
    },
    applicant: {
      formUserId: 3,
      loginId: "hanako@example.jp",
      name: "佐藤 花子",
      nameKana: "サトウ ハナコ",
      telNo: "090-1234-5678",
    },
    mailAddress: "hanako@example.jp",
    remandMessage: null,
    firstSubmittedAt: "2026-04-01T01:00:00.000Z",
    lastSubmittedAt: "2026-04-02T01:00:00.000Z",
    updatedAt: "2026-04-02T01:00:00.000Z",
    version: 4,
    history: [
      { fromStatus: 2, toStatus: 1, message: null, changedBy: null, createdAt: "2026-04-01T01:00:00.000Z" },
    ],
    ...extra,
  };
}
