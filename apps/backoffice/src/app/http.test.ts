import { busy } from "@gakumu/ui";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError, httpErrorMessage, isUnauthenticated, requestJson } from "./http";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

describe("requestJson", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    busy.reset();
  });

  it("posts JSON with credentials and the admin headers", async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { twoStepType: 0 }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(requestJson("POST", "/app/api/v2/manage/login", { displayUserId: "a" })).resolves.toEqual({
      twoStepType: 0,
    });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/app/api/v2/manage/login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"displayUserId":"a"}');
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      "X-Requested-By": "gakumu",
      "X-Requested-With": "XMLHttpRequest",
    });
  });

  it("counts as busy while in flight", async () => {
    let resolve!: (response: Response) => void;
    vi.stubGlobal("fetch", () => new Promise<Response>((r) => (resolve = r)));
    const pending = requestJson("GET", "/x");
    expect(busy.count()).toBe(1);
    resolve(jsonResponse(200, {}));
    await pending;
    expect(busy.count()).toBe(0);
  });

  it("turns an error body into HttpError and a network failure into status 0", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(401, { code: "X", message: "違います" })));
    await expect(requestJson("GET", "/x")).rejects.toMatchObject({
      status: 401,
      code: "X",
      serverMessage: "違います",
    });

    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(requestJson("GET", "/x")).rejects.toMatchObject({ status: 0 });
  });
});

describe("httpErrorMessage", () => {
  it.each([
    [new HttpError(0, undefined, undefined), "通信に失敗しました。電波の良い場所で再度お試しください。"],
    [
      new HttpError(404, undefined, "Not Found"),
      "リクエストURLが存在しません。修正されるまでお待ちください。",
    ],
    [new HttpError(500, "X", "stack trace"), "システムエラーが発生しました。修正されるまでお待ちください。"],
    [
      new HttpError(503, undefined, undefined),
      "システムエラーが発生しました。修正されるまでお待ちください。",
    ],
    [new HttpError(400, "V", "入力内容に誤りがあります"), "入力内容に誤りがあります"],
    [new HttpError(401, "A", "ユーザーIDまたはパスワードが違います"), "ユーザーIDまたはパスワードが違います"],
    [new HttpError(409, undefined, ""), "システムエラーが発生しました。修正されるまでお待ちください。"],
    [
      new HttpError(401, undefined, "IP address not approval."),
      "組織管理者によって、このIPアドレスからの接続は許可されていません。",
    ],
    [new Error("boom"), "システムエラーが発生しました。修正されるまでお待ちください。"],
  ])("%o → %s", (error, expected) => {
    expect(httpErrorMessage(error)).toBe(expected);
  });
});

describe("isUnauthenticated", () => {
  it.each([
    [new HttpError(401, undefined, undefined), true],
    [new HttpError(403, "JSS_MANAGE_AUTHENTICATION_ERROR", "x"), true],
    [new HttpError(400, "JSON_SESSION", "x"), true],
    [new HttpError(401, undefined, "IP address not approval."), false],
    [new HttpError(500, undefined, undefined), false],
    [new Error("x"), false],
  ])("%o → %j", (error, expected) => {
    expect(isUnauthenticated(error)).toBe(expected);
  });
});
