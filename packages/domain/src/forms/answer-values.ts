import { z } from "zod";
import { FormItemType } from "../codes/form";
import {
  checkCheckboxAnswer,
  checkDivisionPathAnswer,
  checkMultipleChoiceAnswer,
  checkPlanDateAnswer,
  checkPlanDateListAnswer,
  checkSingleChoiceAnswer,
} from "./answer-choice";
import { checkAddressAnswer, checkFileAnswer, checkSchoolAnswer } from "./answer-compound";
import { checkDateAnswer, checkDateTimeAnswer, checkNumberAnswer, checkTextAnswer } from "./answer-text";
import type { AnswerableItem, AnswerCheck, AnswerValue } from "./answer-types";
import type { FormItemTypeCode } from "./item-settings";

type Checker = (item: AnswerableItem, raw: unknown) => AnswerCheck;

/** The check of each item type of spec §3.4. */
const CHECKERS: Record<FormItemTypeCode, Checker> = {
  [FormItemType.TEXT_SINGLE]: checkTextAnswer,
  [FormItemType.TEXT_MULTI]: checkTextAnswer,
  [FormItemType.TEL_NO]: checkTextAnswer,
  [FormItemType.MAIL_ADDRESS]: checkTextAnswer,
  [FormItemType.NUMBER]: checkNumberAnswer,
  [FormItemType.DATE]: checkDateAnswer,
  [FormItemType.DATETIME]: checkDateTimeAnswer,
  [FormItemType.SELECT]: checkSingleChoiceAnswer,
  [FormItemType.LIST]: checkSingleChoiceAnswer,
  [FormItemType.DIVISION]: checkSingleChoiceAnswer,
  [FormItemType.MULTIPLE]: checkMultipleChoiceAnswer,
  [FormItemType.OC_DATE_LIST]: checkMultipleChoiceAnswer,
  [FormItemType.PLAN_DATE]: checkPlanDateAnswer,
  [FormItemType.PLAN_DATE_LIST]: checkPlanDateListAnswer,
  [FormItemType.DIVISION_SELECT]: checkDivisionPathAnswer,
  [FormItemType.CHECKBOX]: checkCheckboxAnswer,
  [FormItemType.ADDRESS]: checkAddressAnswer,
  [FormItemType.SCHOOL]: checkSchoolAnswer,
  [FormItemType.UPLOAD]: checkFileAnswer,
  [FormItemType.FACE_PHOTO]: checkFileAnswer,
};

/** Checks one item's answer: the cleaned value (null when left empty), or the Japanese messages. */
export function checkAnswerValue(item: AnswerableItem, raw: unknown): AnswerCheck {
  return CHECKERS[item.itemType](item, raw);
}

/**
 * One item's answer as a Zod schema, for a form library field or a single-field route. Issues are
 * reported below the value (path [] or the part, e.g. ["postalCd"]).
 */
export function answerValueSchema(item: AnswerableItem): z.ZodType<AnswerValue, unknown> {
  return z.unknown().transform((raw, ctx) => {
    const check = checkAnswerValue(item, raw);
    if (check.ok) return check.value;
    for (const issue of check.issues)
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  });
}
