import type { FormItemTypeCode } from "@gakumu/domain/forms/item-settings";
import type { ComponentType } from "react";
import { ListChoice, MultipleChoice, SingleCheckbox, SingleChoice } from "./choice-inputs";
import { AddressInput, SchoolInput } from "./compound-inputs";
import { FacePhotoInput, FileInput } from "./file-inputs";
import type { AnswerInputProps } from "./input-props";
import { DivisionPath, PlanDateInput, PlanDateListInput } from "./list-inputs";
import {
  DateInput,
  DateTimeInput,
  MailInput,
  NumberTextInput,
  TelInput,
  TextMultiInput,
  TextSingleInput,
} from "./text-inputs";

/** The input each item type of spec §3.4 shows the applicant. */
export const INPUTS: Record<FormItemTypeCode, ComponentType<AnswerInputProps>> = {
  TEXT_SINGLE: TextSingleInput,
  TEXT_MULTI: TextMultiInput,
  NUMBER: NumberTextInput,
  DATE: DateInput,
  DATETIME: DateTimeInput,
  SELECT: SingleChoice,
  MULTIPLE: MultipleChoice,
  LIST: ListChoice,
  UPLOAD: FileInput,
  TEL_NO: TelInput,
  MAIL_ADDRESS: MailInput,
  ADDRESS: AddressInput,
  SCHOOL: SchoolInput,
  DIVISION: ListChoice,
  PLAN_DATE: PlanDateInput,
  PLAN_DATE_LIST: PlanDateListInput,
  DIVISION_SELECT: DivisionPath,
  CHECKBOX: SingleCheckbox,
  FACE_PHOTO: FacePhotoInput,
  OC_DATE_LIST: MultipleChoice,
};
