import { defineCodes } from "./define-codes";

// Survey and applicant form code lists of spec §3.4.
// Labels chosen where the spec names none: answer/item type labels are the names shown in a form
// builder; FormType REQUEST is 資料請求 (document request, the admissions sense); FormMessageType 1–5
// (the spec gives only the range) are the messages a form shows around its reception period:
// 受付開始前, 受付終了, 回答完了, 定員到達, 回答済み.

const surveyAnswerTypes = {
  TEXT_SINGLE: { code: "TEXT_SINGLE", label: "テキスト（1行）" },
  TEXT_MULTI: { code: "TEXT_MULTI", label: "テキスト（複数行）" },
  SELECT_SINGLE: { code: "SELECT_SINGLE", label: "単一選択" },
  SELECT_MULTI: { code: "SELECT_MULTI", label: "複数選択" },
  YES_NO: { code: "YES_NO", label: "はい／いいえ" },
  ARI_NASHI: { code: "ARI_NASHI", label: "あり／なし" },
  LIST: { code: "LIST", label: "リスト選択" },
  FILE_UPLOAD: { code: "FILE_UPLOAD", label: "ファイルアップロード" },
  DIVISION: { code: "DIVISION", label: "所属" },
  DATE: { code: "DATE", label: "日付" },
  CHECKBOX: { code: "CHECKBOX", label: "チェックボックス" },
} as const;

export const SurveyAnswerType = defineCodes(surveyAnswerTypes);

export const FormAnswerType = defineCodes({
  ...surveyAnswerTypes,
  FACE_PHOTO: { code: "FACE_PHOTO", label: "顔写真" },
  OC_DATE_LIST: { code: "OC_DATE_LIST", label: "オープンキャンパス日程" },
});

export const FormItemType = defineCodes({
  TEXT_SINGLE: { code: "TEXT_SINGLE", label: "テキスト（1行）" },
  TEXT_MULTI: { code: "TEXT_MULTI", label: "テキスト（複数行）" },
  NUMBER: { code: "NUMBER", label: "数値" },
  DATE: { code: "DATE", label: "日付" },
  SELECT: { code: "SELECT", label: "単一選択" },
  MULTIPLE: { code: "MULTIPLE", label: "複数選択" },
  LIST: { code: "LIST", label: "リスト選択" },
  UPLOAD: { code: "UPLOAD", label: "ファイルアップロード" },
  TEL_NO: { code: "TEL_NO", label: "電話番号" },
  MAIL_ADDRESS: { code: "MAIL_ADDRESS", label: "メールアドレス" },
  ADDRESS: { code: "ADDRESS", label: "住所" },
  SCHOOL: { code: "SCHOOL", label: "学校" },
  DIVISION: { code: "DIVISION", label: "所属" },
  PLAN_DATE: { code: "PLAN_DATE", label: "希望日" },
  PLAN_DATE_LIST: { code: "PLAN_DATE_LIST", label: "希望日（一覧）" },
  DATETIME: { code: "DATETIME", label: "日時" },
  DIVISION_SELECT: { code: "DIVISION_SELECT", label: "所属選択" },
  CHECKBOX: { code: "CHECKBOX", label: "チェックボックス" },
  FACE_PHOTO: { code: "FACE_PHOTO", label: "顔写真" },
  OC_DATE_LIST: { code: "OC_DATE_LIST", label: "オープンキャンパス日程" },
});

export const FormType = defineCodes({
  APPLICATION: { code: "APPLICATION", label: "出願" },
  AO: { code: "AO", label: "AO入試" },
  REQUEST: { code: "REQUEST", label: "資料請求" },
  OC: { code: "OC", label: "オープンキャンパス" },
});

export const FormAnswerStatus = defineCodes({
  UNANSWERED: { code: 0, label: "未回答" },
  ANSWERED: { code: 1, label: "回答済み" },
  DRAFT: { code: 2, label: "一時保存" },
  FIXED: { code: 3, label: "確定" },
  REMAND: { code: 4, label: "差し戻し" },
  CANCEL: { code: 5, label: "取消" },
});

/** Spec §4: after login ANSWERED or FIXED opens /{formId}/answered, anything else /{formId}/answer. */
export function isFormAnswerClosed(status: number | null | undefined): boolean {
  return status === FormAnswerStatus.ANSWERED || status === FormAnswerStatus.FIXED;
}

export const LoginRequired = defineCodes({
  REQUIRED: { code: 1, label: "必須" },
  OPTIONAL: { code: 0, label: "任意" },
});

export const FormMessageType = defineCodes({
  BEFORE_RECEPTION: { code: 1, label: "受付開始前" },
  AFTER_RECEPTION: { code: 2, label: "受付終了" },
  COMPLETED: { code: 3, label: "回答完了" },
  CAPACITY_REACHED: { code: 4, label: "定員到達" },
  ALREADY_ANSWERED: { code: 5, label: "回答済み" },
});

export const FormItemFileType = defineCodes({
  IMAGE: { code: 1, label: "画像" },
  SOUND: { code: 2, label: "音声" },
  MOVIE: { code: 3, label: "動画" },
  PDF: { code: 4, label: "PDF" },
});

export const FileUploadStatus = defineCodes({
  NONE: { code: "NONE", label: "変更なし" },
  ADD: { code: "ADD", label: "追加" },
  MODIFY: { code: "MODIFY", label: "変更" },
  DELETE: { code: "DELETE", label: "削除" },
});
