import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import {
  ConnectionSource,
  ContractType,
  FileFormat,
  MultifactorMethod,
  NonLoginAccessKeyDataType,
  NotebookType,
  OperationLogType,
  OperationType,
  ProcessMode,
  SystemCode,
} from "./system";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("system codes", () => {
  it("OperationLogType", () => {
    expect(rows(OperationLogType)).toEqual([["CLICK", "CLICK", "クリック"]]);
  });

  it("ProcessMode", () => {
    expect(rows(ProcessMode)).toEqual([
      ["NORMAL", 0, "通常"],
      ["ALUMNI", 1, "卒業生"],
      ["ADMISSION", 2, "入試"],
      ["CONCERN", 9, "関係者"],
    ]);
  });

  it("SystemCode", () => {
    expect(rows(SystemCode)).toEqual([
      ["STUDENT", 2, "学生"],
      ["MEMBER", 4, "メンバー"],
      ["EMPLOYEE", 5, "職員"],
    ]);
  });

  it("ContractType", () => {
    expect(rows(ContractType)).toEqual([
      ["ADVANCED", "ADVANCED", "アドバンスト"],
      ["BASIC", "BASIC", "ベーシック"],
      ["TRIAL", "TRIAL", "トライアル"],
    ]);
  });

  it("OperationType", () => {
    expect(rows(OperationType)).toEqual([
      ["PRODUCTION", "PRODUCTION", "本番"],
      ["DEMO", "DEMO", "デモ"],
      ["TESTING", "TESTING", "テスト"],
    ]);
  });

  it("ConnectionSource", () => {
    expect(rows(ConnectionSource)).toEqual([
      ["WEB", 1, "Web"],
      ["MOBILE_MANAGE", 2, "モバイル管理"],
    ]);
  });

  it("MultifactorMethod", () => {
    expect(rows(MultifactorMethod)).toEqual([
      ["NONE", 0, "利用しない"],
      ["TOTP", 1, "認証アプリ"],
      ["MAIL", 2, "メール"],
      ["SMS", 3, "SMS"],
      ["VOICE", 4, "音声通話"],
      ["PASSKEY", 5, "パスキー"],
    ]);
  });

  it("NonLoginAccessKeyDataType", () => {
    expect(rows(NonLoginAccessKeyDataType)).toEqual([
      ["SURVEY_ANSWER", "SURVEY_ANSWER", "アンケート回答"],
      ["SAFETY_ANSWER", "SAFETY_ANSWER", "安否確認回答"],
      ["CONTACT_FROM_MEMBER", "CONTACT_FROM_MEMBER", "メンバーからの連絡"],
      ["PASSWORD_REMINDER", "PASSWORD_REMINDER", "パスワードリマインダー"],
      ["PASSWORD_RESET", "PASSWORD_RESET", "パスワード再設定"],
      ["TIME_MANAGEMENT", "TIME_MANAGEMENT", "勤怠管理"],
      ["LOGIN_QR", "LOGIN_QR", "ログインQR"],
      ["FORM", "FORM", "フォーム"],
      ["DELIVER_APPROVAL", "DELIVER_APPROVAL", "お知らせ・FAQの承認"],
      ["HEALTH_CHECK", "HEALTH_CHECK", "体調報告"],
    ]);
  });

  it("FileFormat", () => {
    expect(rows(FileFormat)).toEqual([
      ["EXCEL", "Excel", "Excel"],
      ["CSV", "Csv", "CSV"],
    ]);
  });

  it("NotebookType", () => {
    expect(rows(NotebookType)).toEqual([
      ["TEXT", 1, "テキスト"],
      ["MP3", 2, "音声（MP3）"],
      ["MP4", 3, "動画（MP4）"],
      ["PDF", 4, "PDF"],
    ]);
  });
});
