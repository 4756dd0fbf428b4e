import { defineCodes } from "../codes/define-codes";

// Code lists of the form builder that spec §3.4 does not name (it lists item, form, answer and message
// types, which live in codes/form.ts). Labels are the words a Japanese school's form screen uses.

/** Where a form is in its life: built as a draft, published to applicants, taken down again. */
export const FormStatus = defineCodes({
  DRAFT: { code: "DRAFT", label: "下書き" },
  PUBLISHED: { code: "PUBLISHED", label: "公開中" },
  UNPUBLISHED: { code: "UNPUBLISHED", label: "公開停止" },
});

/** Whether a published form takes answers right now, from its answer period. */
export const FormReception = defineCodes({
  OPEN: { code: "OPEN", label: "受付中" },
  BEFORE_PERIOD: { code: "BEFORE_PERIOD", label: "受付開始前" },
  CLOSED: { code: "CLOSED", label: "受付終了" },
});

/** How a condition compares an earlier item's answer with its value. */
export const FormConditionOperator = defineCodes({
  EQUALS: { code: "EQUALS", label: "と等しい" },
  CONTAINS: { code: "CONTAINS", label: "を含む" },
});

/** The character formats a one-line text item can demand (spec §5.1 rules). */
export const FormTextFormat = defineCodes({
  TEL: { code: "tel", label: "電話番号" },
  MAIL: { code: "mail", label: "メールアドレス" },
  POSTAL: { code: "postal", label: "郵便番号" },
  KANA: { code: "kana", label: "全角カタカナ" },
  HALF_WIDTH: { code: "half-width", label: "半角英数字記号" },
  FULL_WIDTH: { code: "full-width", label: "全角文字" },
  INTEGER: { code: "integer", label: "半角数字" },
  DIGITS_HYPHEN: { code: "digits-hyphen", label: "半角数字とハイフン" },
  URL: { code: "url", label: "URL" },
});
