// @vitest-environment jsdom
import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNavigator } from "../app/navigation";
import { defaultFormSession, formSession } from "../session/form-session";
import { apiError, stubFetch } from "../test/fetch-stub";
import { linkedSession, loggedInUser } from "../test/render-app";
import { FormHttpError, formHttp, resetFormHttpState } from "./form-http";

const navigate = vi.fn();
const toasts = vi.spyOn(notifications, "show");

beforeEach(() => {
  setNavigator(navigate);
  formSession.set(linkedSession({ login: true, formUser: loggedInUser }));
});

afterEach(() => {
  navigate.mockReset();
  toasts.mockClear();
  resetFormHttpState();
  formSession.set(defaultFormSession());
});

/** jsdom's Blob has no text(); FileReader it has. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const toastOf = (index = 0) =>
  toasts.mock.calls[index]?.[0] as { title: string; message: string; color: string };

describe("form helper (spec §7.1)", () => {
  it("sends the access key and the session's values on a GET", async () => {
    const server = stubFetch([{ path: "/app/form-api/x", body: { ok: true } }]);
    await expect(formHttp.get("/app/form-api/x", { a: "1" })).resolves.toEqual({ ok: true });
    const [call] = server.calls;
    expect(call?.headers["x-access-key"]).toBe("KEY-abcdefghijklmnopqrstuvwxyz012345");
    expect(Object.fromEntries(call!.query)).toEqual({
      a: "1",
      processMode: "2",
      organizationCd: "gakumu-high",
      formUserId: "7",
      formCd: "F0012",
    });
  });

  it("adds the session's values to a JSON body and toasts 「正常終了」 when asked", async () => {
    const server = stubFetch([{ method: "POST", path: "/app/form-api/save", body: {} }]);
    await formHttp.post("/app/form-api/save", { answer: "x" }, { success: "保存しました。" });
    expect(server.calls[0]?.json).toEqual({
      answer: "x",
      processMode: 2,
      organizationCd: "gakumu-high",
      formUserId: 7,
      formCd: "F0012",
    });
    expect(server.calls[0]?.headers["content-type"]).toBe("application/json");
    expect(toastOf()).toMatchObject({ title: "正常終了", message: "保存しました。", color: "green" });
  });

  it("uploads the object as a JSON part and each file as a 'files' part", async () => {
    const server = stubFetch([{ method: "POST", path: "/app/form-api/upload", body: { id: 1 } }]);
    const files = [new File(["a"], "写真.jpg", { type: "image/jpeg" }), new File(["b"], "b.pdf")];
    await formHttp.upload("/app/form-api/upload", { name: "answer", value: { itemId: 3 } }, files);
    const form = server.calls[0]?.body as FormData;
    expect(form.getAll("files").map((f) => (f as File).name)).toEqual(["写真.jpg", "b.pdf"]);
    const part = form.get("answer") as Blob;
    expect(part.type).toBe("application/json");
    expect(JSON.parse(await blobText(part))).toMatchObject({ itemId: 3, formCd: "F0012" });
    expect(server.calls[0]?.headers["content-type"]).toBeUndefined();
  });

  it("downloads a file with its name, and reads an error body as JSON", async () => {
    stubFetch([
      {
        method: "POST",
        path: "/app/form-api/file",
        blob: new Blob(["%PDF"]),
        headers: { "Content-Disposition": "attachment; filename*=UTF-8''%E5%9B%9E%E7%AD%94.pdf" },
      },
      {
        method: "POST",
        path: "/app/form-api/gone",
        ...apiError(400, "VALIDATION_ERROR", "ファイルがありません。"),
      },
    ]);
    const file = await formHttp.download("/app/form-api/file", { fileId: 1 });
    expect(file.filename).toBe("回答.pdf");
    await expect(formHttp.download("/app/form-api/gone")).rejects.toBeInstanceOf(FormHttpError);
    expect(toastOf()).toMatchObject({ message: "ファイルがありません。", color: "red" });
  });
});

describe("form helper errors (spec §8.1)", () => {
  it("an access-key error leads to /not-found once within a second", async () => {
    stubFetch([{ path: "/app/form-api/x", ...apiError(403, "FORM_ACCESS_KEY_IS_EXPIRED", "期限切れ") }]);
    await Promise.allSettled([formHttp.get("/app/form-api/x"), formHttp.get("/app/form-api/x")]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/not-found", { replace: true });
    expect(toasts).not.toHaveBeenCalled();
  });

  it("a deleted user is told, logged out and sent to the mypage once", async () => {
    stubFetch([{ path: "/app/form-api/x", ...apiError(401, "FORM_USER_NOT_FOUND", "x") }]);
    await Promise.allSettled([formHttp.get("/app/form-api/x"), formHttp.get("/app/form-api/x")]);
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(toastOf()).toMatchObject({
      title: "エラー",
      message: "ユーザー情報が削除されました。",
      color: "red",
    });
    expect(formSession.get()).toMatchObject({ login: false, formUser: null });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/mypage/KEY-abcdefghijklmnopqrstuvwxyz012345", { replace: true });
  });

  it("shows the server's message for 400 and the generic one for 500", async () => {
    stubFetch([
      { method: "POST", path: "/app/form-api/a", ...apiError(400, "VALIDATION_ERROR", "入力してください") },
      { method: "POST", path: "/app/form-api/b", ...apiError(500, "INTERNAL_ERROR", "boom") },
    ]);
    await expect(formHttp.post("/app/form-api/a", {})).rejects.toMatchObject({ status: 400, notified: true });
    await expect(formHttp.post("/app/form-api/b", {})).rejects.toMatchObject({ status: 500 });
    expect(toastOf(0).message).toBe("入力してください");
    expect(toastOf(1).message).toBe("システムエラーが発生しました。修正されるまでお待ちください。");
  });

  it("says nothing when the caller handles the failure itself", async () => {
    stubFetch([{ path: "/app/form-api/a", ...apiError(409, "CONFLICT", "x") }]);
    await expect(formHttp.get("/app/form-api/a", undefined, { notify: false })).rejects.toMatchObject({
      notified: false,
    });
    expect(toasts).not.toHaveBeenCalled();
  });

  it("turns a dropped connection into 'communication failed'", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(formHttp.get("/app/form-api/a")).rejects.toMatchObject({ status: 0 });
    expect(toastOf().message).toBe("通信に失敗しました。電波の良い場所で再度お試しください。");
  });
});
