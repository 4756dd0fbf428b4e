import { z } from "zod";
import { intField } from "../api/params";
import { FormMessageType, FormType, LoginRequired } from "../codes/form";
import { formatMessage } from "../i18n/format";
import { richTextField } from "../validation/rich-text";
import { stringField } from "../validation/rule";
import { email, maxLength, required } from "../validation/rules/text";
import { formsMessage } from "./form-messages";
import { type FormItemDefinition, formItemDefinitionSchema } from "./item-definition";
import { FORM_MAX_ITEMS, FORM_MAX_SECTIONS } from "./item-settings";

// A whole form as the builder edits it: settings, sections with their items in order, and messages.
// The builder loads it with one GET and saves it with one PUT; the same schema checks both sides.

/**
 * Placeholders a completion mail may use, written {name}; the answers work fills them when it sends
 * the mail: the form's title, the receipt number, when it was sent, the applicant's name, and the
 * answers one "label: value" per line.
 */
export const COMPLETION_MAIL_PLACEHOLDERS = [
  "formTitle",
  "answerNumber",
  "answeredAt",
  "name",
  "answers",
] as const;

const instant = z.iso.datetime({ offset: true, error: () => formatMessage("validation.invalidType") });

/** The settings of a form (everything but its sections and messages). */
export const formSettingsShape = {
  formType: FormType.schema,
  title: stringField(required({ field: "フォーム名" }), maxLength(200)),
  /** Rich text, stored sanitised (spec §5.3). */
  descriptionHtml: richTextField({ maxLength: 20_000 }).default(""),
  /** ISO 8601 instants with offset; null: no limit on that side. */
  answerPeriodStart: instant.nullish(),
  answerPeriodEnd: instant.nullish(),
  /** 1 required, 0 optional (spec §3.4). */
  loginRequired: LoginRequired.schema.default(LoginRequired.OPTIONAL),
  /** Answering needs a registered form-user account (the login modal cannot be closed without one). */
  accountRegistrationRequired: z.boolean().default(false),
  editableAfterSubmit: z.boolean().default(false),
  /** Until when a sent answer may be edited; null: while the answer period lasts. */
  editDeadline: instant.nullish(),
  multipleAnswersAllowed: z.boolean().default(false),
  /** Offered on logged-in form users' form list (フォーム一覧); invitation-only forms leave it off. */
  showInFormList: z.boolean().default(false),
  /** Empty: the organisation's sender address. */
  senderMailAddress: stringField(maxLength(254), email()).default(""),
  completionMailSubject: stringField(maxLength(200)).default(""),
  completionMailBody: stringField(maxLength(10_000)).default(""),
};

export const formSectionDefinitionSchema = z.object({
  sectionId: intField("セクション").optional(),
  title: stringField(maxLength(200)).default(""),
  items: z.array(formItemDefinitionSchema).max(FORM_MAX_ITEMS).default([]),
});

export const formMessageDefinitionSchema = z.object({
  messageType: FormMessageType.schema,
  bodyHtml: richTextField({ maxLength: 10_000 }),
});

export const formDefinitionShape = {
  ...formSettingsShape,
  sections: z.array(formSectionDefinitionSchema).max(FORM_MAX_SECTIONS).default([]),
  messages: z.array(formMessageDefinitionSchema).max(FormMessageType.codes.length).default([]),
};

type SettingsInput = z.infer<z.ZodObject<typeof formSettingsShape>>;
export type FormSettings = SettingsInput;
export type FormSectionDefinition = z.infer<typeof formSectionDefinitionSchema>;
export type FormDefinition = z.infer<z.ZodObject<typeof formDefinitionShape>>;

const placeholderPattern = /\{(\w*)\}/g;

/** Period order, edit deadline and the completion mail's placeholders. */
export function checkFormSettings(value: SettingsInput, ctx: z.RefinementCtx): void {
  const start = value.answerPeriodStart ? Date.parse(value.answerPeriodStart) : null;
  const end = value.answerPeriodEnd ? Date.parse(value.answerPeriodEnd) : null;
  if (start !== null && end !== null && end <= start)
    ctx.addIssue({ code: "custom", path: ["answerPeriodEnd"], message: formsMessage("periodOrder") });
  const deadline = value.editDeadline ? Date.parse(value.editDeadline) : null;
  if (value.editableAfterSubmit && deadline !== null && start !== null && deadline <= start)
    ctx.addIssue({ code: "custom", path: ["editDeadline"], message: formsMessage("editDeadlineOrder") });
  for (const field of ["completionMailSubject", "completionMailBody"] as const) {
    for (const [whole, name] of value[field].matchAll(placeholderPattern)) {
      if (!(COMPLETION_MAIL_PLACEHOLDERS as readonly string[]).includes(name ?? ""))
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: formsMessage("mailPlaceholder", { placeholder: whole }),
        });
    }
  }
}

/** The settings checks, plus item keys unique in the form, one message per type and the item limit. */
export function checkFormDefinition(value: FormDefinition, ctx: z.RefinementCtx): void {
  checkFormSettings(value, ctx);
  const keys = new Set<string>();
  let count = 0;
  value.sections.forEach((section, s) => {
    section.items.forEach((item: FormItemDefinition, i) => {
      count++;
      if (item.itemKey === undefined) return;
      if (keys.has(item.itemKey)) {
        const message = formsMessage("itemKeyDuplicate", { key: item.itemKey });
        ctx.addIssue({ code: "custom", path: ["sections", s, "items", i, "itemKey"], message });
      }
      keys.add(item.itemKey);
    });
  });
  const named = value.sections.flatMap((section, s) =>
    section.items.flatMap((item, i) => (item.applicantName ? [["sections", s, "items", i]] : [])),
  );
  for (const path of named.slice(1))
    ctx.addIssue({
      code: "custom",
      path: [...path, "applicantName"],
      message: formsMessage("applicantNameTwice"),
    });
  if (count > FORM_MAX_ITEMS)
    ctx.addIssue({
      code: "custom",
      path: ["sections"],
      message: formsMessage("itemCount", { max: FORM_MAX_ITEMS }),
    });
  const types = new Set<number>();
  value.messages.forEach((m, i) => {
    if (types.has(m.messageType)) {
      const message = formsMessage("messageTypeDuplicate", { type: m.messageType });
      ctx.addIssue({ code: "custom", path: ["messages", i, "messageType"], message });
    }
    types.add(m.messageType);
  });
}

export const formSettingsSchema = z.object(formSettingsShape).superRefine(checkFormSettings);
export const formDefinitionSchema = z.object(formDefinitionShape).superRefine(checkFormDefinition);

/** Fills a completion mail template; unknown placeholders were refused when the form was saved. */
export function renderCompletionMail(
  template: string,
  values: Partial<Record<(typeof COMPLETION_MAIL_PLACEHOLDERS)[number], string>>,
): string {
  return template.replace(placeholderPattern, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name as keyof typeof values] ?? "") : whole,
  );
}
