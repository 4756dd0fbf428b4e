import {
  checkFormDefinition,
  FormItemFileType,
  FormItemType,
  FormMessageType,
  FormReception,
  FormStatus,
  FormType,
  formDefinitionShape,
  formItemConditionSchema,
  formItemValidationSchema,
  idSchema,
  LoginRequired,
  pageSchema,
  rules,
  stringField,
  versionParam,
  versionSchema,
} from "@gakumu/domain";
import { z } from "zod";

// Route schemas of the form builder. The definition itself (settings, sections, items, messages) is
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

export type FormDetailBody = z.infer<typeof FormDetail>;
export type FormItemBody = z.infer<typeof FormItemResponse>;
export type CreateFormInput = z.infer<typeof CreateFormBody>;
export type UpdateFormInput = z.infer<typeof UpdateFormBody>;
export type ReorderFormInput = z.infer<typeof ReorderFormBody>;
