import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import {
  FileUploadStatus,
  FormAnswerStatus,
  FormAnswerType,
  FormItemFileType,
  FormItemType,
  FormMessageType,
  FormType,
  isFormAnswerClosed,
  LoginRequired,
  SurveyAnswerType,
} from "./form";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("form codes", () => {
  it("SurveyAnswerType", () => {
    expect(rows(SurveyAnswerType)).toEqual([
      ["TEXT_SINGLE", "TEXT_SINGLE", "テキスト（1行）"],
      ["TEXT_MULTI", "TEXT_MULTI", "テキスト（複数行）"],
      ["SELECT_SINGLE", "SELECT_SINGLE", "単一選択"],
      ["SELECT_MULTI", "SELECT_MULTI", "複数選択"],
      ["YES_NO", "YES_NO", "はい／いいえ"],
      ["ARI_NASHI", "ARI_NASHI", "あり／なし"],
      ["LIST", "LIST", "リスト選択"],
      ["FILE_UPLOAD", "FILE_UPLOAD", "ファイルアップロード"],
      ["DIVISION", "DIVISION", "所属"],
      ["DATE", "DATE", "日付"],
      ["CHECKBOX", "CHECKBOX", "チェックボックス"],
    ]);
  });

  it("FormAnswerType", () => {
    expect(rows(FormAnswerType)).toEqual([
      ["TEXT_SINGLE", "TEXT_SINGLE", "テキスト（1行）"],
      ["TEXT_MULTI", "TEXT_MULTI", "テキスト（複数行）"],
      ["SELECT_SINGLE", "SELECT_SINGLE", "単一選択"],
      ["SELECT_MULTI", "SELECT_MULTI", "複数選択"],
      ["YES_NO", "YES_NO", "はい／いいえ"],
      ["ARI_NASHI", "ARI_NASHI", "あり／なし"],
      ["LIST", "LIST", "リスト選択"],
      ["FILE_UPLOAD", "FILE_UPLOAD", "ファイルアップロード"],
      ["DIVISION", "DIVISION", "所属"],
      ["DATE", "DATE", "日付"],
      ["CHECKBOX", "CHECKBOX", "チェックボックス"],
      ["FACE_PHOTO", "FACE_PHOTO", "顔写真"],
      ["OC_DATE_LIST", "OC_DATE_LIST", "オープンキャンパス日程"],
    ]);
  });

  it("FormItemType", () => {
    expect(rows(FormItemType)).toEqual([
      ["TEXT_SINGLE", "TEXT_SINGLE", "テキスト（1行）"],
      ["TEXT_MULTI", "TEXT_MULTI", "テキスト（複数行）"],
      ["NUMBER", "NUMBER", "数値"],
      ["DATE", "DATE", "日付"],
      ["SELECT", "SELECT", "単一選択"],
      ["MULTIPLE", "MULTIPLE", "複数選択"],
      ["LIST", "LIST", "リスト選択"],
      ["UPLOAD", "UPLOAD", "ファイルアップロード"],
      ["TEL_NO", "TEL_NO", "電話番号"],
      ["MAIL_ADDRESS", "MAIL_ADDRESS", "メールアドレス"],
      ["ADDRESS", "ADDRESS", "住所"],
      ["SCHOOL", "SCHOOL", "学校"],
      ["DIVISION", "DIVISION", "所属"],
      ["PLAN_DATE", "PLAN_DATE", "希望日"],
      ["PLAN_DATE_LIST", "PLAN_DATE_LIST", "希望日（一覧）"],
      ["DATETIME", "DATETIME", "日時"],
      ["DIVISION_SELECT", "DIVISION_SELECT", "所属選択"],
      ["CHECKBOX", "CHECKBOX", "チェックボックス"],
      ["FACE_PHOTO", "FACE_PHOTO", "顔写真"],
      ["OC_DATE_LIST", "OC_DATE_LIST", "オープンキャンパス日程"],
    ]);
  });

  it("FormType", () => {
    expect(rows(FormType)).toEqual([
      ["APPLICATION", "APPLICATION", "出願"],
      ["AO", "AO", "AO入試"],
      ["REQUEST", "REQUEST", "資料請求"],
      ["OC", "OC", "オープンキャンパス"],
    ]);
  });

  it("FormAnswerStatus", () => {
    expect(rows(FormAnswerStatus)).toEqual([
      ["UNANSWERED", 0, "未回答"],
      ["ANSWERED", 1, "回答済み"],
      ["DRAFT", 2, "一時保存"],
      ["FIXED", 3, "確定"],
      ["REMAND", 4, "差し戻し"],
      ["CANCEL", 5, "取消"],
    ]);
  });

  it("LoginRequired", () => {
    expect(rows(LoginRequired)).toEqual([
      ["REQUIRED", 1, "必須"],
      ["OPTIONAL", 0, "任意"],
    ]);
  });

  it("FormMessageType", () => {
    expect(rows(FormMessageType)).toEqual([
      ["BEFORE_RECEPTION", 1, "受付開始前"],
      ["AFTER_RECEPTION", 2, "受付終了"],
      ["COMPLETED", 3, "回答完了"],
      ["CAPACITY_REACHED", 4, "定員到達"],
      ["ALREADY_ANSWERED", 5, "回答済み"],
    ]);
  });

  it("FormItemFileType", () => {
    expect(rows(FormItemFileType)).toEqual([
      ["IMAGE", 1, "画像"],
      ["SOUND", 2, "音声"],
      ["MOVIE", 3, "動画"],
      ["PDF", 4, "PDF"],
    ]);
  });

  it("FileUploadStatus", () => {
    expect(rows(FileUploadStatus)).toEqual([
      ["NONE", "NONE", "変更なし"],
      ["ADD", "ADD", "追加"],
      ["MODIFY", "MODIFY", "変更"],
      ["DELETE", "DELETE", "削除"],
    ]);
  });

  it("routes ANSWERED and FIXED to the answered page", () => {
    expect([0, 1, 2, 3, 4, 5].map(isFormAnswerClosed)).toEqual([false, true, false, true, false, false]);
    expect(isFormAnswerClosed(undefined)).toBe(false);
  });
});
