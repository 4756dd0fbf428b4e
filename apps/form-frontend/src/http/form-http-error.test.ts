import { FORM_ACCESS_KEY_ERROR_CODES } from "@gakumu/domain";
import { describe, expect, it } from "vitest";
import {
  ACCESS_KEY_ERROR_CODES,
  classifyFormHttpError,
  createRepeatGuard,
  FormHttpError,
  formHttpErrorFromBody,
} from "./form-http-error";

const error = (status: number, code?: string, message?: string) => new FormHttpError(status, code, message);

describe("form helper errors (spec §8.1)", () => {
  it("restates the domain's access-key codes exactly", () => {
    expect([...ACCESS_KEY_ERROR_CODES]).toEqual([...FORM_ACCESS_KEY_ERROR_CODES]);
  });

  it.each(ACCESS_KEY_ERROR_CODES)("%s leads to /not-found", (code) => {
    expect(classifyFormHttpError(error(403, code, "x"), true).kind).toBe("accessKey");
  });

  it("FORM_USER_NOT_FOUND means 'deleted' only for a logged-in user", () => {
    expect(classifyFormHttpError(error(401, "FORM_USER_NOT_FOUND", "x"), true)).toEqual({
      kind: "formUserDeleted",
      message: "ユーザー情報が削除されました。",
    });
    expect(classifyFormHttpError(error(401, "FORM_USER_NOT_FOUND", "x"), false).kind).toBe("error");
  });

  it("shows the server's message for 400 and others, the generic one for 500", () => {
    expect(
      classifyFormHttpError(error(400, "VALIDATION_ERROR", "メールアドレスの形式で入力してください"), false),
    ).toEqual({ kind: "error", message: "メールアドレスの形式で入力してください" });
    expect(classifyFormHttpError(error(400), false).message).toBe("入力内容に誤りがあります。");
    expect(classifyFormHttpError(error(500, "INTERNAL_ERROR", "stack trace"), false).message).toBe(
      "システムエラーが発生しました。修正されるまでお待ちください。",
    );
    expect(classifyFormHttpError(error(409, "CONFLICT", "他の人が更新しました"), false).message).toBe(
      "他の人が更新しました",
    );
    expect(classifyFormHttpError(error(404), false).message).toBe(
      "システムエラーが発生しました。修正されるまでお待ちください。",
    );
  });

  it("says 'communication failed' when no answer came", () => {
    expect(classifyFormHttpError(error(0), false)).toEqual({
      kind: "network",
      message: "通信に失敗しました。電波の良い場所で再度お試しください。",
    });
  });

  it("reads only JSON bodies", () => {
    const parsed = formHttpErrorFromBody(
      400,
      '{"code":"VALIDATION_ERROR","message":"m","details":[{"path":"a","message":"b"}]}',
    );
    expect([parsed.code, parsed.serverMessage, parsed.details]).toEqual([
      "VALIDATION_ERROR",
      "m",
      [{ path: "a", message: "b" }],
    ]);
    expect(formHttpErrorFromBody(502, "<html>Bad gateway</html>").serverMessage).toBeUndefined();
  });

  it("drops a repeat of the same reaction within the window (spec §9: 1 s)", () => {
    let now = 10_000;
    const guard = createRepeatGuard(1000, () => now);
    expect(guard.shouldHandle("accessKey")).toBe(true);
    now += 999;
    expect(guard.shouldHandle("accessKey")).toBe(false);
    expect(guard.shouldHandle("formUserDeleted")).toBe(true);
    now += 1;
    expect(guard.shouldHandle("accessKey")).toBe(true);
  });
});
