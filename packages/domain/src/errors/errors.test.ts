import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiErrorBodySchema, toApiErrorDetails } from "./api-error";
import { CLIENT_MESSAGE_LIST, clientMessage } from "./client-messages";
import { ERROR_CODE_LIST, ErrorCodes, errorHttpStatus, errorMessage, isErrorCode } from "./error-codes";

describe("error codes", () => {
  it("pins every code, status and Japanese message", () => {
    expect(ERROR_CODE_LIST.map((code) => [code, errorHttpStatus(code), errorMessage(code, "ja")])).toEqual([
      ["VALIDATION_ERROR", 400, "入力内容に誤りがあります。"],
      ["NOT_FOUND", 404, "対象のデータが見つかりません。"],
      ["FORBIDDEN", 403, "操作は許可されていません。"],
      ["UNAUTHENTICATED", 401, "ログインしてください。"],
      ["JSS_MANAGE_AUTHENTICATION_ERROR", 401, "認証に失敗しました。再度ログインしてください。"],
      ["JSON_SESSION", 401, "セッションの有効期限が切れました。再度ログインしてください。"],
      ["CSRF_HEADER_MISSING", 403, "不正なリクエストです。"],
      ["RATE_LIMITED", 429, "短時間に操作が集中しています。しばらくしてから再度お試しください。"],
      ["CONFLICT", 409, "他のユーザーが更新しました。画面を再読み込みしてから再度操作してください。"],
      ["PAYLOAD_TOO_LARGE", 413, "送信データのサイズが上限を超えています。"],
      ["UNSUPPORTED_MEDIA_TYPE", 415, "対応していないデータ形式です。"],
      ["INTERNAL_ERROR", 500, "システムエラーが発生しました。修正されるまでお待ちください。"],
      ["FORM_USER_NOT_FOUND", 404, "ユーザー情報が削除されました。"],
      ["FORM_ACCESS_KEY_IS_NOT_SET", 403, "アクセスキーが指定されていません。"],
      ["FORM_ACCESS_KEY_IS_NOT_VALID", 403, "アクセスキーが正しくありません。"],
      ["FORM_ACCESS_KEY_IS_EXPIRED", 403, "アクセスキーの有効期限が切れています。"],
      ["IP_NOT_APPROVED", 401, "IP address not approval."],
      ["LOGIN_FAILED", 401, "ユーザーIDまたはパスワードが正しくありません。"],
      [
        "LOGIN_LOCKED",
        429,
        "ログインの失敗が続いたため、しばらくログインできません。15分ほど待ってから再度お試しください。",
      ],
      ["TOTP_CODE_INVALID", 401, "認証コードが正しくないか、有効期限が切れています。"],
      ["TWO_STEP_NOT_STARTED", 401, "ログインの有効期限が切れました。最初からログインしてください。"],
      ["PASSWORD_CHANGE_REQUIRED", 403, "パスワードの変更が必要です。新しいパスワードを設定してください。"],
    ]);
  });

  it("exposes codes as their own names", () => {
    for (const code of ERROR_CODE_LIST) expect(ErrorCodes[code]).toBe(code);
    expect(isErrorCode("NOT_FOUND")).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
  });

  it("keeps the IP body text identical in English", () => {
    expect(errorMessage("IP_NOT_APPROVED", "en")).toBe("IP address not approval.");
  });
});

describe("client messages of spec §8", () => {
  it("pins every message", () => {
    expect(CLIENT_MESSAGE_LIST.map((m) => [m, clientMessage(m, "ja")])).toEqual([
      ["COMMUNICATION_FAILED", "通信に失敗しました。電波の良い場所で再度お試しください。"],
      ["IP_PROHIBITED", "組織管理者によりこのIPアドレスからの接続は禁止されています。"],
      ["AUTO_LOGOUT", "一定時間操作がなかったため、自動的にログアウトしました。"],
      ["REQUEST_URL_NOT_FOUND", "リクエストURLが存在しません。修正されるまでお待ちください。"],
      ["SYSTEM_ERROR", "システムエラーが発生しました。修正されるまでお待ちください。"],
      ["FORM_USER_DELETED", "ユーザー情報が削除されました。"],
      ["SERVER_ERROR", "サーバーエラーが発生しました。"],
      ["RESET_MAIL_SENT", "メールを送信しました。"],
      ["INPUT_ERROR", "入力エラーがあります。"],
      ["OPERATION_NOT_PERMITTED", "操作は許可されていません"],
      ["SUCCESS_TITLE", "正常終了"],
      ["ERROR_TITLE", "エラー"],
    ]);
  });
});

describe("ApiErrorBody", () => {
  it("accepts the error shape with and without details", () => {
    expect(ApiErrorBodySchema.parse({ code: "NOT_FOUND", message: "x" })).toEqual({
      code: "NOT_FOUND",
      message: "x",
    });
    const body = {
      code: "VALIDATION_ERROR",
      message: "x",
      details: [{ path: "name", message: "入力してください" }],
    };
    expect(ApiErrorBodySchema.parse(body)).toEqual(body);
    expect(ApiErrorBodySchema.safeParse({ message: "x" }).success).toBe(false);
  });

  it("turns Zod issues into dotted-path details", () => {
    const schema = z.object({ items: z.array(z.object({ name: z.string().min(1, "入力してください") })) });
    const error = schema.safeParse({ items: [{ name: "" }] }).error!;
    expect(toApiErrorDetails(error)).toEqual([{ path: "items.0.name", message: "入力してください" }]);
  });
});
