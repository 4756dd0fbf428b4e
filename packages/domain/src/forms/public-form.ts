import { z } from "zod";
import { FormItemFileType, FormItemType, FormMessageType, FormType, LoginRequired } from "../codes/form";
import { FormReception } from "./form-codes";
import { formItemConditionSchema, formItemValidationSchema } from "./item-definition";

// The form exactly as an applicant receives it (and as the builder's preview shows it): the public
// settings, the items with DIVISION choices already taken from the organisation's hierarchy, and
// whether it takes answers now. Answers are checked against these items (answer-schema.ts).

/** A node offered by DIVISION_SELECT; parentValue null for the top of the offered tree. */
export const divisionOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  parentValue: z.string().nullable(),
  depth: z.number(),
});

export const publicFormItemSchema = z.object({
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
  condition: formItemConditionSchema.nullable(),
  /** DIVISION_SELECT only: the nodes to choose from, level by level; [] for other types. */
  divisionOptions: z.array(divisionOptionSchema),
  /** DIVISION_SELECT only: how many levels deep the selection goes. */
  divisionDepth: z.number().nullable(),
  /** Its answer is the applicant's name in the completion mail (absent: false). */
  applicantName: z.boolean().optional(),
});

export const publicFormSchema = z.object({
  formId: z.number(),
  formCd: z.string(),
  formType: FormType.schema,
  title: z.string(),
  descriptionHtml: z.string(),
  answerPeriodStart: z.string().nullable(),
  answerPeriodEnd: z.string().nullable(),
  loginRequired: LoginRequired.schema,
  accountRegistrationRequired: z.boolean(),
  editableAfterSubmit: z.boolean(),
  editDeadline: z.string().nullable(),
  multipleAnswersAllowed: z.boolean(),
  /** The address completion mails come from (the login modal names it, spec §2.2). */
  senderMailAddress: z.string(),
  /** OPEN: answers are taken; BEFORE_PERIOD / CLOSED: the form is shown with closedMessageHtml. */
  reception: FormReception.schema,
  /** The message of type 1 (before the period) or 2 (after it) when not OPEN; null when OPEN. */
  closedMessageHtml: z.string().nullable(),
  sections: z.array(
    z.object({ sectionId: z.number(), title: z.string(), items: z.array(publicFormItemSchema) }),
  ),
  messages: z.array(z.object({ messageType: FormMessageType.schema, bodyHtml: z.string() })),
});

export type DivisionOption = z.infer<typeof divisionOptionSchema>;
export type PublicFormItem = z.infer<typeof publicFormItemSchema>;
export type PublicForm = z.infer<typeof publicFormSchema>;
