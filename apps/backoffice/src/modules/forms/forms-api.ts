import type {
  AccessKeyListResult,
  AccessKeyResult,
  CodeType,
  DivisionSource,
  FormItemCondition,
  FormItemFileTypeCode,
  FormItemTypeCode,
  FormItemValidation,
  FormMessageType,
  FormPageBody,
  FormResult,
  FormStatus,
  FormType,
  HierarchyNode,
  IssueAccessKeyRequest,
  IssuedAccessKey,
  LoginRequired,
  OrganizationScopeMaster,
  PublicForm,
} from "@gakumu/domain";
import { type RequestOptions, requestJson } from "../../app/http";

// The form builder's calls (server: modules/forms/forms.routes.ts and access-keys.routes.ts).
const BASE = "/app/api/v2/form";
const formPath = (formId: number) => `${BASE}/${formId}`;

export type FormStatusCode = CodeType<typeof FormStatus>;
export type FormTypeCode = CodeType<typeof FormType>;
export type LoginRequiredCode = CodeType<typeof LoginRequired>;
export type FormMessageTypeCode = CodeType<typeof FormMessageType>;

export interface FormMessageBody {
  messageType: FormMessageTypeCode;
  bodyHtml: string;
}

/** The settings of a form as the builder sends them (@gakumu/domain forms/form-definition.ts formDefinitionShape). */
export interface FormSettingsBody {
  formType: FormTypeCode;
  title: string;
  descriptionHtml: string;
  answerPeriodStart: string | null;
  answerPeriodEnd: string | null;
  loginRequired: LoginRequiredCode;
  accountRegistrationRequired: boolean;
  editableAfterSubmit: boolean;
  editDeadline: string | null;
  multipleAnswersAllowed: boolean;
  /** Offered on logged-in applicants' form list. */
  showInFormList: boolean;
  senderMailAddress: string;
  completionMailSubject: string;
  completionMailBody: string;
}

/** An item as the builder saves it: a new one comes without itemId (its key chosen by the builder). */
export interface FormItemWrite {
  itemId?: number;
  itemKey: string;
  itemType: FormItemTypeCode;
  label: string;
  helpText: string;
  required: boolean;
  validation: FormItemValidation;
  choices: { value: string; label: string }[];
  fileTypes: FormItemFileTypeCode[];
  maxFileSizeMb: number | null;
  divisionSource: DivisionSource | null;
  condition: FormItemCondition | null;
  /** One-line text only: its answer names the applicant in the completion mail and the answer list. */
  applicantName: boolean;
}

/** The whole definition of PUT /form/:formId (UpdateFormBody without the version). */
export interface FormDefinitionWrite extends FormSettingsBody {
  formCd: string;
  sections: { sectionId?: number; title: string; items: FormItemWrite[] }[];
  messages: FormMessageBody[];
}

export interface FormSearch {
  keyword: string;
  status: FormStatusCode | null;
  formType: FormTypeCode | null;
  page: number;
}

// Results are the routes' own types (@gakumu/domain forms/form-builder-api.ts).
export type {
  AccessKeyItemBody as AccessKeyItem,
  AccessKeyStateCode as AccessKeyState,
  FormDetailBody as FormDetail,
  FormItemBody,
  FormListItemBody as FormListItem,
  FormPageBody as FormPage,
  IssuedAccessKey,
} from "@gakumu/domain";
/** A new link: general or for one invitee; expiresAt is an ISO instant, null for no expiry. */
export type IssueAccessKeyBody = IssueAccessKeyRequest;
type FormAnswer = FormResult;

export const formsApi = {
  search: (search: FormSearch) =>
    requestJson<FormPageBody>("GET", BASE, {
      keyword: search.keyword || undefined,
      status: search.status ?? undefined,
      formType: search.formType ?? undefined,
      page: search.page,
    }),
  create: async (body: { formType: FormTypeCode; title: string; formCd?: string }) =>
    (await requestJson<FormAnswer>("POST", BASE, body)).form,
  get: async (formId: number) => (await requestJson<FormAnswer>("GET", formPath(formId))).form,
  /** The builder handles 409 and field errors itself, so the helper does not toast them. */
  save: async (formId: number, version: number, body: FormDefinitionWrite, options?: RequestOptions) =>
    (await requestJson<FormAnswer>("PUT", formPath(formId), { ...body, version }, options)).form,
  copy: async (formId: number) => (await requestJson<FormAnswer>("POST", `${formPath(formId)}/copy`)).form,
  publish: async (formId: number, version: number, options?: RequestOptions) =>
    (await requestJson<FormAnswer>("POST", `${formPath(formId)}/publish`, { version }, options)).form,
  unpublish: async (formId: number, version: number) =>
    (await requestJson<FormAnswer>("POST", `${formPath(formId)}/unpublish`, { version })).form,
  remove: (formId: number, version: number) => requestJson<void>("DELETE", formPath(formId), { version }),
  preview: (formId: number) => requestJson<PublicForm>("GET", `${formPath(formId)}/preview`),

  accessKeys: async (formId: number) =>
    (await requestJson<AccessKeyListResult>("GET", `${formPath(formId)}/access-keys`)).accessKeyList,
  issueAccessKey: (formId: number, body: IssueAccessKeyBody) =>
    requestJson<IssuedAccessKey>("POST", `${formPath(formId)}/access-keys`, body),
  revokeAccessKey: async (formId: number, accessKeyId: number) =>
    (await requestJson<AccessKeyResult>("POST", `${formPath(formId)}/access-keys/${accessKeyId}/revoke`))
      .accessKey,
};

/** A hierarchy node of GET /scope-master, for the DIVISION items' source (any menu may read it). */
export type DivisionNode = HierarchyNode;

export const scopeMasterApi = {
  divisions: async () =>
    (await requestJson<OrganizationScopeMaster>("GET", "/app/api/v2/scope-master", undefined)).divisions,
};
