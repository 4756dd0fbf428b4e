import { z } from "zod";
import { intField } from "../api/params";
import { FormItemFileType, FormItemType } from "../codes/form";
import { formatMessage } from "../i18n/format";
import { stringField } from "../validation/rule";
import { maxLength, required } from "../validation/rules/text";
import { isCalendarDate } from "./calendar";
import { FormConditionOperator, FormTextFormat } from "./form-codes";
import { formsMessage } from "./form-messages";
import {
  FORM_FILE_MAX_MB,
  FORM_ITEM_MAX_CHOICES,
  FORM_MAX_FILES_PER_ITEM,
  FORM_TEXT_MULTI_MAX_LENGTH,
  type FormItemFileTypeCode,
  type FormItemSetting,
  itemUses,
} from "./item-settings";

// One item of a form as the builder sends it and the server stores it. Settings an item type does
// not use are dropped (item-settings.ts), so the stored definition only says what applies.

export const ITEM_KEY_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** The stable name of an item within its form: answers and conditions refer to items by it. */
export const itemKeySchema = z
  .string({ error: () => formsMessage("itemKey") })
  .regex(ITEM_KEY_PATTERN, { error: () => formsMessage("itemKey") });

/** A whole number setting between min and max, with the shared Japanese messages. */
const intSetting = (min: number, max: number) =>
  z
    .number({ error: () => formatMessage("validation.number") })
    .int({ error: () => formsMessage("integerOnly") })
    .min(min, { error: () => formatMessage("validation.valueRange", { min, max }) })
    .max(max, { error: () => formatMessage("validation.valueRange", { min, max }) });

const numberSetting = z
  .number({ error: () => formatMessage("validation.number") })
  .min(-1e12, { error: () => formatMessage("validation.number") })
  .max(1e12, { error: () => formatMessage("validation.number") });

const dateSetting = z
  .string({ error: () => formsMessage("date") })
  .refine(isCalendarDate, { error: () => formsMessage("date") });

/** Rules of §5.1 an item's answer is checked by; which of them apply depends on the item type. */
export const formItemValidationSchema = z.object({
  minLength: intSetting(0, FORM_TEXT_MULTI_MAX_LENGTH).nullish(),
  maxLength: intSetting(1, FORM_TEXT_MULTI_MAX_LENGTH).nullish(),
  format: FormTextFormat.schema.nullish(),
  minValue: numberSetting.nullish(),
  maxValue: numberSetting.nullish(),
  /** Digits allowed after the decimal point; 0 or absent: whole numbers only. */
  decimalDigits: intSetting(0, 6).nullish(),
  minDate: dateSetting.nullish(),
  maxDate: dateSetting.nullish(),
  minSelect: intSetting(0, FORM_ITEM_MAX_CHOICES).nullish(),
  maxSelect: intSetting(1, FORM_ITEM_MAX_CHOICES).nullish(),
  maxFiles: intSetting(1, FORM_MAX_FILES_PER_ITEM).nullish(),
});

/** A choice; a value left empty takes the label (most schools only type the label). */
export const formChoiceSchema = z.object({
  value: stringField(maxLength(100)).optional(),
  label: stringField(required({ field: "選択肢" }), maxLength(200)),
});

/** Which hierarchy nodes DIVISION / DIVISION_SELECT offer: one level (or down to it), under a node. */
export const divisionSourceSchema = z.object({
  depth: intSetting(1, 5),
  parentDivisionCd: stringField(maxLength(32)).nullish(),
});

/** Show the item only when an earlier item's answer equals / contains the value. */
export const formItemConditionSchema = z.object({
  itemKey: itemKeySchema,
  operator: FormConditionOperator.schema,
  value: stringField(maxLength(200)),
});

/** The rules as sent or received (a setting may be null); stored definitions hold FormItemValidation. */
export type FormItemValidationInput = z.infer<typeof formItemValidationSchema>;
/** The rules as a stored definition holds them: only the settings that are set. */
export type FormItemValidation = {
  [K in keyof z.infer<typeof formItemValidationSchema>]?: NonNullable<
    z.infer<typeof formItemValidationSchema>[K]
  >;
};
export interface FormChoice {
  value: string;
  label: string;
}
export interface DivisionSource {
  depth: number;
  parentDivisionCd: string | null;
}
export type FormItemCondition = z.infer<typeof formItemConditionSchema>;

export interface FormItemDefinition {
  /** The stored item's id; absent for an item the builder has just added. */
  itemId?: number;
  /** Absent for a new item: the server gives one. */
  itemKey?: string;
  itemType: z.infer<typeof FormItemType.schema>;
  label: string;
  helpText: string;
  required: boolean;
  validation: FormItemValidation;
  choices: FormChoice[];
  fileTypes: FormItemFileTypeCode[];
  maxFileSizeMb: number | null;
  divisionSource: DivisionSource | null;
  condition: FormItemCondition | null;
  /** TEXT_SINGLE: its answer names the applicant in the completion mail (at most one per form). */
  applicantName?: boolean;
}

const VALIDATION_KEYS: Record<FormItemSetting, readonly (keyof FormItemValidation)[]> = {
  length: ["minLength", "maxLength"],
  format: ["format"],
  value: ["minValue", "maxValue", "decimalDigits"],
  dateRange: ["minDate", "maxDate"],
  choices: [],
  selectCount: ["minSelect", "maxSelect"],
  files: ["maxFiles"],
  fileSize: [],
  division: [],
  applicantName: [],
};

const itemShape = {
  itemId: intField("項目").optional(),
  itemKey: itemKeySchema.optional(),
  itemType: FormItemType.schema,
  label: stringField(required({ field: "項目名" }), maxLength(200)),
  helpText: stringField(maxLength(2000)).default(""),
  required: z.boolean().default(false),
  validation: formItemValidationSchema.default({}),
  choices: z.array(formChoiceSchema).max(FORM_ITEM_MAX_CHOICES).default([]),
  fileTypes: z.array(FormItemFileType.schema).max(4).default([]),
  maxFileSizeMb: intSetting(1, FORM_FILE_MAX_MB).nullish(),
  divisionSource: divisionSourceSchema.nullish(),
  condition: formItemConditionSchema.nullish(),
  applicantName: z.boolean().default(false),
};

type ItemInput = z.infer<z.ZodObject<typeof itemShape>>;

const choiceValue = (c: { value?: string; label: string }) => c.value?.trim() || c.label.trim();

function checkItem(item: ItemInput, ctx: z.RefinementCtx): void {
  const uses = (s: FormItemSetting) => itemUses(item.itemType, s);
  const v = item.validation;
  const order = (used: boolean, min: unknown, max: unknown, path: string) => {
    if (used && min != null && max != null && (min as number | string) > (max as number | string))
      ctx.addIssue({ code: "custom", path: ["validation", path], message: formsMessage("minOverMax") });
  };
  order(uses("length"), v.minLength, v.maxLength, "maxLength");
  order(uses("value"), v.minValue, v.maxValue, "maxValue");
  order(uses("dateRange"), v.minDate, v.maxDate, "maxDate");
  order(uses("selectCount"), v.minSelect, v.maxSelect, "maxSelect");
  if (!uses("choices")) return;
  const seen = new Set<string>();
  item.choices.forEach((choice, i) => {
    const value = choiceValue(choice);
    if (seen.has(value))
      ctx.addIssue({
        code: "custom",
        path: ["choices", i, "value"],
        message: formsMessage("duplicateChoice"),
      });
    seen.add(value);
    const datesOnly =
      item.itemType === FormItemType.PLAN_DATE || item.itemType === FormItemType.PLAN_DATE_LIST;
    if (datesOnly && !isCalendarDate(value))
      ctx.addIssue({ code: "custom", path: ["choices", i, "value"], message: formsMessage("date") });
  });
}

/** Keeps only the settings the item type uses (item-settings.ts), with defaults filled in. */
export function normalizeItem(item: ItemInput): FormItemDefinition {
  const uses = (s: FormItemSetting) => itemUses(item.itemType, s);
  const validation: FormItemValidation = {};
  const groups = Object.entries(VALIDATION_KEYS) as [
    FormItemSetting,
    readonly (keyof FormItemValidation)[],
  ][];
  for (const [setting, keys] of groups) {
    if (!uses(setting)) continue;
    for (const key of keys) {
      const value = item.validation[key];
      if (value != null) Object.assign(validation, { [key]: value });
    }
  }
  return {
    ...(item.itemId === undefined ? {} : { itemId: item.itemId }),
    ...(item.itemKey === undefined ? {} : { itemKey: item.itemKey }),
    itemType: item.itemType,
    label: item.label.trim(),
    helpText: item.helpText,
    required: item.required,
    validation,
    choices: uses("choices")
      ? item.choices.map((c) => ({ value: choiceValue(c), label: c.label.trim() }))
      : [],
    fileTypes: uses("files") ? [...new Set(item.fileTypes)].sort((a, b) => a - b) : [],
    maxFileSizeMb: uses("fileSize") ? (item.maxFileSizeMb ?? null) : null,
    divisionSource: uses("division")
      ? {
          depth: item.divisionSource?.depth ?? 1,
          parentDivisionCd: item.divisionSource?.parentDivisionCd || null,
        }
      : null,
    condition: item.condition ?? null,
    applicantName: uses("applicantName") && item.applicantName,
  };
}

/** An item as the builder sends it: checked, then reduced to the settings its type uses. */
export const formItemDefinitionSchema = z.object(itemShape).superRefine(checkItem).transform(normalizeItem);
