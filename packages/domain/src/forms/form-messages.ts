import { type DomainLocale, getDomainLocale, type MessageParams } from "../i18n/format";

// Messages of the form builder and of answer validation that the shared catalogue (i18n/messages.ja.ts)
// does not hold. Kept beside the forms code; the same locale switch applies (setDomainLocale).

const ja = {
  checkRequired: "チェックを入れてください",
  selectMin: "{min}個以上選択してください",
  selectMax: "{max}個以内で選択してください",
  duplicateChoice: "同じ選択肢が重複しています",
  date: "日付はyyyy-MM-ddの形式で入力してください",
  dateTime: "日時はyyyy-MM-ddTHH:mmの形式で入力してください",
  dateMin: "{min}以降の日付を入力してください",
  dateMax: "{max}以前の日付を入力してください",
  decimalDigits: "小数点以下{digits}桁以内で入力してください",
  integerOnly: "整数で入力してください",
  fileRequired: "ファイルを添付してください",
  fileType: "添付できるファイルの種類は{types}です",
  fileSize: "ファイルサイズは{max}MB以内にしてください",
  fileCount: "添付できるファイルは{max}個までです",
  divisionPath: "所属の選択が正しくありません",
  divisionDepth: "所属を最後まで選択してください",
  minOverMax: "最小値は最大値以下にしてください",
  itemKey: "項目キーは半角英数字・ハイフン・アンダースコアの40文字以内で入力してください",
  itemKeyDuplicate: "項目キー「{key}」が重複しています",
  itemCount: "項目は{max}個までです",
  applicantNameTwice: "完了メールの宛名に使う項目は1つだけ選んでください",
  periodOrder: "回答期間の終了日時は開始日時より後にしてください",
  editDeadlineOrder: "編集期限は回答期間の開始日時より後にしてください",
  mailPlaceholder: "使用できない差し込み項目{placeholder}が含まれています",
  messageTypeDuplicate: "メッセージ種別{type}が重複しています",
  publishNoItem: "項目が1つもありません。項目を追加してください",
  publishChoices: "「{label}」の選択肢を入力してください",
  publishConditionMissing: "「{label}」の表示条件の項目が見つかりません",
  publishConditionOrder: "「{label}」の表示条件には、この項目より前の項目を指定してください",
  publishConditionValue: "「{label}」の表示条件の値を入力してください",
  publishMailSubject: "完了メールの本文を設定する場合は件名も入力してください",
} as const;

export type FormsMessageKey = keyof typeof ja;

const en: Record<FormsMessageKey, string> = {
  checkRequired: "Please check this box",
  selectMin: "Please select at least {min}",
  selectMax: "Please select at most {max}",
  duplicateChoice: "The same option is selected twice",
  date: "Please enter the date as yyyy-MM-dd",
  dateTime: "Please enter the date and time as yyyy-MM-ddTHH:mm",
  dateMin: "Please enter a date on or after {min}",
  dateMax: "Please enter a date on or before {max}",
  decimalDigits: "Please enter at most {digits} decimal places",
  integerOnly: "Please enter a whole number",
  fileRequired: "Please attach a file",
  fileType: "Files of these kinds can be attached: {types}",
  fileSize: "Files must be {max} MB or smaller",
  fileCount: "At most {max} files can be attached",
  divisionPath: "The selected affiliation is invalid",
  divisionDepth: "Please select the affiliation down to the last level",
  minOverMax: "The minimum must not exceed the maximum",
  itemKey: "Item keys are up to 40 letters, digits, hyphens or underscores",
  itemKeyDuplicate: "The item key {key} is used twice",
  itemCount: "A form can have at most {max} items",
  applicantNameTwice: "Only one item can give the name in the completion mail",
  periodOrder: "The answer period must end after it starts",
  editDeadlineOrder: "The edit deadline must be after the answer period starts",
  mailPlaceholder: "The placeholder {placeholder} cannot be used",
  messageTypeDuplicate: "Message type {type} is given twice",
  publishNoItem: "The form has no items. Please add one",
  publishChoices: "Please enter the options of {label}",
  publishConditionMissing: "The condition item of {label} does not exist",
  publishConditionOrder: "The condition of {label} must name an earlier item",
  publishConditionValue: "Please enter the condition value of {label}",
  publishMailSubject: "Please enter a subject for the completion mail",
};

const catalogues: Record<DomainLocale, Readonly<Record<FormsMessageKey, string>>> = { ja, en };

/** A forms message in the current domain locale, placeholders `{name}` filled from params. */
export function formsMessage(key: FormsMessageKey, params: MessageParams = {}): string {
  return catalogues[getDomainLocale()][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
