import { describe, expect, it } from "vitest";
import { classifyHttpError, HttpError, httpErrorFromBody, isUnauthenticated } from "./http-error";

const NETWORK = "通信に失敗しました。電波の良い場所で再度お試しください。";
const IP = "組織管理者によりこのIPアドレスからの接続は禁止されています。";
const AUTO_LOGOUT = "一定時間操作がなかったため、自動的にログアウトしました。";
const NOT_FOUND = "リクエストURLが存在しません。修正されるまでお待ちください。";
const SYSTEM = "システムエラーが発生しました。修正されるまでお待ちください。";

describe("classifyHttpError (spec §8.2)", () => {
  it.each([
    ["status 0", new HttpError(0, undefined, undefined), false, "network", NETWORK],
    ["status 0 while logged in", new HttpError(0, undefined, undefined), true, "network", NETWORK],
    [
      "IP refusal by message",
      new HttpError(401, undefined, "IP address not approval."),
      true,
      "ipProhibited",
      IP,
    ],
    ["IP refusal by code", new HttpError(401, "IP_NOT_APPROVED", "x"), false, "ipProhibited", IP],
    [
      "401 while logged in",
      new HttpError(401, "JSS_MANAGE_AUTHENTICATION_ERROR", "x"),
      true,
      "sessionExpired",
      AUTO_LOGOUT,
    ],
    [
      "401 without body while logged in",
      new HttpError(401, undefined, undefined),
      true,
      "sessionExpired",
      AUTO_LOGOUT,
    ],
    [
      "JSON_SESSION code on another status",
      new HttpError(400, "JSON_SESSION", "x"),
      true,
      "sessionExpired",
      AUTO_LOGOUT,
    ],
    [
      "401 logged out: the server's message",
      new HttpError(401, "JSS_MANAGE_AUTHENTICATION_ERROR", "ユーザーIDまたはパスワードが違います。"),
      false,
      "unauthenticated",
      "ユーザーIDまたはパスワードが違います。",
    ],
    [
      "401 logged out without message: the code's message",
      new HttpError(401, "JSON_SESSION", undefined),
      false,
      "unauthenticated",
      "セッションの有効期限が切れました。再度ログインしてください。",
    ],
    [
      "401 logged out, nothing at all",
      new HttpError(401, undefined, ""),
      false,
      "unauthenticated",
      "ログインしてください。",
    ],
    ["404", new HttpError(404, "NOT_FOUND", "Route GET:/x not found"), true, "notFound", NOT_FOUND],
    [
      "400 with message",
      new HttpError(400, "VALIDATION_ERROR", "入力内容に誤りがあります。"),
      true,
      "error",
      "入力内容に誤りがあります。",
    ],
    [
      "403 with message",
      new HttpError(403, "FORBIDDEN", "操作は許可されていません。"),
      true,
      "error",
      "操作は許可されていません。",
    ],
    ["409 without message", new HttpError(409, undefined, ""), true, "error", SYSTEM],
    ["500 with the server's message", new HttpError(500, "INTERNAL_ERROR", SYSTEM), true, "error", SYSTEM],
    ["503 without body", new HttpError(503, undefined, undefined), false, "error", SYSTEM],
    ["not an HttpError", new Error("boom"), true, "error", SYSTEM],
  ])("%s", (_name, error, authenticated, kind, message) => {
    expect(classifyHttpError(error, authenticated)).toEqual({ kind, message });
  });
});

describe("httpErrorFromBody", () => {
  it.each([
    [401, '{"code":"X","message":"違います"}', { status: 401, code: "X", serverMessage: "違います" }],
    [
      400,
      '{"code":"VALIDATION_ERROR","message":"m","details":[{"path":"a","message":"b"}]}',
      { code: "VALIDATION_ERROR", details: [{ path: "a", message: "b" }] },
    ],
    [401, "IP address not approval.", { code: undefined, serverMessage: "IP address not approval." }],
    [502, "<html><body>Bad gateway</body></html>", { code: undefined, serverMessage: undefined }],
    [500, "{not json", { code: undefined, serverMessage: undefined }],
    [404, "", { status: 404, serverMessage: undefined }],
  ])("%i %j", (status, text, expected) => {
    expect(httpErrorFromBody(status, text)).toMatchObject(expected);
  });
});

describe("isUnauthenticated", () => {
  it.each([
    [new HttpError(401, undefined, undefined), true],
    [new HttpError(403, "JSS_MANAGE_AUTHENTICATION_ERROR", "x"), true],
    [new HttpError(400, "JSON_SESSION", "x"), true],
    [new HttpError(401, undefined, "IP address not approval."), false],
    [new HttpError(403, "FORBIDDEN", "x"), false],
    [new HttpError(500, undefined, undefined), false],
    [new Error("x"), false],
  ])("%o → %j", (error, expected) => {
    expect(isUnauthenticated(error)).toBe(expected);
  });
});
