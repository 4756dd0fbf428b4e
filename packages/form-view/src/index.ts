// The answer fields of a public form (issue 5): the form frontend's answer screen and the back
// office's preview draw a form with these, so staff see exactly what applicants see.
import "./i18n";

export {
  type AnswerErrors,
  answerErrorsOf,
  errorsOfItem,
  itemHasErrors,
  type PathIssue,
} from "./answer-errors";
export { FormAnswerFields, type FormAnswerFieldsProps } from "./FormAnswerFields";
export { FormIntro, formatTokyoDateTime } from "./FormIntro";
export { focusAnswerItem } from "./focus-item";
export { FORM_VIEW_NAMESPACE } from "./i18n";
export type { AnswerServices } from "./inputs/input-props";
export { RichText } from "./RichText";
export { SurveyAnswerForm, type SurveyAnswerFormProps } from "./SurveyAnswerForm";
export { approximateVisibleItemKeys, loadExactVisibility, type VisibleItemKeys } from "./visibility";
