import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, pageSchema, versionParam, versionSchema } from "../api/params";
import { FormItemFileType, FormItemType, FormMessageType, FormType, LoginRequired } from "../codes/form";
import { NonLoginAccessKeyDataType } from "../codes/system";
import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";
import { FormReception, FormStatus } from "./form-codes";
import { checkFormDefinition, formDefinitionShape } from "./form-definition";
import { formItemConditionSchema, formItemValidationSchema } from "./item-definition";
import { publicFormSchema } from "./public-form";

// Route schemas of the form builder (server: modules/forms) and the types the back office reads them
// with. The definition itself (settings, sections, items, messages) is
// the domain's schema, so the builder screen checks with the same rules and messages.

export const FORM_CD_PATTERN = /^[A-Za-z0-9_-]+$/;

export const formCdField = stringField(
  rules.required({ field: "フォームコード" }),
  rules.maxLength(32),
  (v) =>
    v === "" || FORM_CD_PATTERN.test(v)
      ? null
      : "フォームコードは半角英数字・ハイフン・アンダースコアで入力してください",
);

const versionField = versionSchema;

export const FormIdParams = z.object({ formId: idSchema("フォーム") });

export const FormSearchQuery = z.object({
  keyword: z.string().max(100, "検索キーワードは100文字以内で入力してください").optional(),
  status: FormStatus.schema.optional(),
  formType: FormType.schema.optional(),
  page: pageSchema,
});

/** A new form: its settings and, optionally, a whole definition; formCd is generated when absent. */
export const CreateFormBody = z
  .object({ formCd: formCdField.optional(), ...formDefinitionShape })
  .superRefine(checkFormDefinition);

/**
 * The builder's save: the whole definition at once. Sections and items keep their ids (new ones come
 * without); anything the body leaves out is removed. formCd absent: unchanged.
 */
export const UpdateFormBody = z
  .object({ version: versionField, formCd: formCdField.optional(), ...formDefinitionShape })
  .superRefine(checkFormDefinition);

/** Drag and drop: every section and every item of the form in their new order. */
export const ReorderFormBody = z.object({
  version: versionField,
  sections: z
    .array(z.object({ sectionId: idSchema("セクション"), itemIds: z.array(idSchema("項目")).max(1000) }))
    .max(1000),
});

export const VersionBody = z.object({ version: versionField });
export const VersionQuery = z.object({ version: versionParam });

export const FormItemResponse = z.object({
  itemId: z.number(),
  itemKey: z.string(),
  itemType: FormItemType.schema,
  label: z.string(),
  helpText: z.string(),
  required: z.boolean(),
  validation: formItemValidationSchema,
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
  fileTypes: z.array(FormItemFileType.schema),
  maxFileSizeMb: z.number().nullable(),
  divisionSource: z.object({ depth: z.number(), parentDivisionCd: z.string().nullable() }).nullable(),
  condition: formItemConditionSchema.nullable(),
  applicantName: z.boolean(),
});

export const FormDetail = z.object({
  formId: z.number(),
  formCd: z.string(),
  formType: FormType.schema,
  processMode: z.number(),
  title: z.string(),
  descriptionHtml: z.string(),
  answerPeriodStart: z.string().nullable(),
  answerPeriodEnd: z.string().nullable(),
  loginRequired: LoginRequired.schema,
  accountRegistrationRequired: z.boolean(),
  editableAfterSubmit: z.boolean(),
  editDeadline: z.string().nullable(),
  multipleAnswersAllowed: z.boolean(),
  showInFormList: z.boolean(),
  senderMailAddress: z.string(),
  completionMailSubject: z.string(),
  completionMailBody: z.string(),
  status: FormStatus.schema,
  publishedAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sections: z.array(z.object({ sectionId: z.number(), title: z.string(), items: z.array(FormItemResponse) })),
  messages: z.array(z.object({ messageType: FormMessageType.schema, bodyHtml: z.string() })),
});

export const FormResponse = z.object({ form: FormDetail });

export const FormListItem = z.object({
  formId: z.number(),
  formCd: z.string(),
  formType: FormType.schema,
  title: z.string(),
  status: FormStatus.schema,
  /** Published forms only: whether answers are taken now. */
  reception: FormReception.schema.nullable(),
  answerPeriodStart: z.string().nullable(),
  answerPeriodEnd: z.string().nullable(),
  publishedAt: z.string().nullable(),
  itemCount: z.number(),
  version: z.number(),
  updatedAt: z.string(),
});

export const FormPage = z.object({
  totalCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
  formList: z.array(FormListItem),
});

// ── Links (access keys) of a form, and what a link resolves to on the form frontend ──

export const AccessKeyParams = z.object({ formId: idSchema("フォーム"), accessKeyId: idSchema("リンク") });

/** A general link (no invitee) or a link for one invited person; expiry optional for both. */
export const IssueAccessKeyBody = z
  .object({
    inviteeMailAddress: stringField(rules.maxLength(254), rules.email()).default(""),
    inviteeName: stringField(rules.maxLength(100)).default(""),
    expiresAt: z.iso.datetime({ offset: true, error: "有効期限の日時が正しくありません" }).nullish(),
  })
  .default({ inviteeMailAddress: "", inviteeName: "" });

export const AccessKeyState = z.enum(["ACTIVE", "EXPIRED", "REVOKED"]);

export const AccessKeyItem = z.object({
  accessKeyId: z.number(),
  /** The first characters of the key, to tell links apart; the key itself is never stored. */
  keyPrefix: z.string(),
  dataType: NonLoginAccessKeyDataType.schema,
  inviteeMailAddress: z.string().nullable(),
  inviteeName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: AccessKeyState,
  createdAt: z.string(),
});

export const AccessKeyListResponse = z.object({ accessKeyList: z.array(AccessKeyItem) });
export const AccessKeyResponse = z.object({ accessKey: AccessKeyItem });

/** Only the answer to the issuing call carries the key and its link; they cannot be shown again. */
export const IssuedAccessKeyResponse = z.object({
  accessKey: AccessKeyItem,
  accessKeyValue: z.string(),
  url: z.string(),
});

/** GET /app/form-api/access-key/resolve: where a link leads (spec §2.2 /redirect). */
export const ResolvedAccessKeyResponse = z.object({
  organization: z.object({ name: z.string(), organizationCd: z.string(), processMode: z.number() }),
  form: z.object({
    formId: z.number(),
    formCd: z.string(),
    formType: FormType.schema,
    title: z.string(),
    loginRequired: LoginRequired.schema,
    accountRegistrationRequired: z.boolean(),
    reception: FormReception.schema,
  }),
  accessKey: z.object({
    dataType: NonLoginAccessKeyDataType.schema,
    expiresAt: z.string().nullable(),
    inviteeName: z.string().nullable(),
    inviteeMailAddress: z.string().nullable(),
  }),
  /** The form frontend path to go to, under /app/form-frontend: "/12/answer", "/password-reset". */
  route: z.string(),
  /** Where completion mails come from: the form's sender address, else the organisation's ("" if none). */
  senderMailAddress: z.string(),
  /** GA4 / GTM ids the form frontend loads (organisation parameters ANALYTICS/*, form-analytics.ts). */
  analytics: z.object({ ga4Ids: z.array(z.string()), gtmIds: z.array(z.string()) }),
});

const FORM = "/app/api/v2/form";
const ONE_FORM = `${FORM}/:formId`;
const ACCESS_KEYS = `${ONE_FORM}/access-keys`;
/** The builder's and the links' calls, and the form frontend's public ones that do not need a login. */
export const formBuilderContracts = defineContracts({
  [`GET ${FORM}`]: FormPage,
  [`POST ${FORM}`]: FormResponse,
  [`GET ${ONE_FORM}`]: FormResponse,
  [`PUT ${ONE_FORM}`]: FormResponse,
  [`PUT ${ONE_FORM}/order`]: FormResponse,
  [`POST ${ONE_FORM}/copy`]: FormResponse,
  [`POST ${ONE_FORM}/publish`]: FormResponse,
  [`POST ${ONE_FORM}/unpublish`]: FormResponse,
  [`DELETE ${ONE_FORM}`]: null,
  [`GET ${ONE_FORM}/preview`]: publicFormSchema,
  [`GET ${ACCESS_KEYS}`]: AccessKeyListResponse,
  [`POST ${ACCESS_KEYS}`]: IssuedAccessKeyResponse,
  [`POST ${ACCESS_KEYS}/:accessKeyId/revoke`]: AccessKeyResponse,
  "GET /app/form-api/access-key/resolve": ResolvedAccessKeyResponse,
  "GET /app/form-api/form-definition": publicFormSchema,
} as const);

export type FormDetailBody = z.infer<typeof FormDetail>;
export type FormItemBody = z.infer<typeof FormItemResponse>;
export type FormListItemBody = z.infer<typeof FormListItem>;
export type FormPageBody = z.infer<typeof FormPage>;
export type FormResult = z.infer<typeof FormResponse>;
export type FormSearchInput = z.input<typeof FormSearchQuery>;
export type CreateFormInput = z.infer<typeof CreateFormBody>;
export type UpdateFormInput = z.infer<typeof UpdateFormBody>;
export type ReorderFormInput = z.infer<typeof ReorderFormBody>;
export type AccessKeyStateCode = z.infer<typeof AccessKeyState>;
export type AccessKeyItemBody = z.infer<typeof AccessKeyItem>;
export type AccessKeyListResult = z.infer<typeof AccessKeyListResponse>;
export type AccessKeyResult = z.infer<typeof AccessKeyResponse>;
export type IssueAccessKeyInput = z.infer<typeof IssueAccessKeyBody>;
/** What the links screen sends: a general link (nothing) or an invitee, expiresAt an ISO instant. */
export type IssueAccessKeyRequest = NonNullable<z.input<typeof IssueAccessKeyBody>>;
export type IssuedAccessKey = z.infer<typeof IssuedAccessKeyResponse>;
export type ResolvedAccessKey = z.infer<typeof ResolvedAccessKeyResponse>;
