import { busy, notify } from "@gakumu/ui";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError, http, notifyHttpError, requestJson } from "./http";
import { setNavigator } from "./navigation";
import { resetExpiryThrottle } from "./session/session-expiry";
import { endSession, sessionStore, startSession } from "./session/session-store";

type Call = { url: string; init: RequestInit };

function reply(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { "Content-Type": "application/json", ...headers } });
}

function stubFetch(...responses: (Response | Error)[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = responses.shift() ?? reply(500);
      if (next instanceof Error) throw next;
      return next;
    }),
  );
  return calls;
}

const user = { tenantCd: "demo", loginUserId: 7, systemCd: 2, organizationCd: "ORG1", processMode: 0 };
const navigate = vi.fn();
const danger = vi.spyOn(notify, "danger");
const warning = vi.spyOn(notify, "warning");

beforeEach(() => {
  setNavigator(navigate);
  resetExpiryThrottle();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  busy.reset();
  endSession();
});

describe("requests", () => {
  it("posts JSON with credentials, the admin headers and the session values", async () => {
    startSession(user);
    const calls = stubFetch(reply(200, { ok: true }));
    await expect(http.post("/app/api/x", { name: "a", processMode: 9 })).resolves.toEqual({ ok: true });
    const [{ url, init }] = calls as [Call];
    expect(url).toBe("/app/api/x");
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      "X-Requested-By": "gakumu",
      "X-Requested-With": "XMLHttpRequest",
    });
    expect(JSON.parse(String(init.body))).toEqual({
      name: "a",
      processMode: 9,
      tenantCd: "demo",
      userId: 7,
      systemCd: 2,
      organizationCd: "ORG1",
    });
  });

  it.each(["GET", "DELETE"] as const)(
    "%s carries payload and session values in the query",
    async (method) => {
      startSession(user);
      const calls = stubFetch(reply(204));
      await expect(requestJson(method, "/app/api/y", { q: "学" })).resolves.toBeUndefined();
      expect(calls[0]?.url).toBe(
        "/app/api/y?q=%E5%AD%A6&tenantCd=demo&userId=7&processMode=0&systemCd=2&organizationCd=ORG1",
      );
      expect(calls[0]?.init.body).toBeUndefined();
    },
  );

  it("adds nothing for a visitor who is not logged in", async () => {
    const calls = stubFetch(reply(200, {}), reply(200, {}));
    await http.get("/a", { q: 1 });
    await http.post("/b");
    expect(calls.map((c) => [c.url, c.init.body])).toEqual([
      ["/a?q=1", undefined],
      ["/b", undefined],
    ]);
  });

  it("shows the busy overlay while in flight unless told not to", async () => {
    let resolve!: (response: Response) => void;
    vi.stubGlobal("fetch", () => new Promise<Response>((r) => (resolve = r)));
    const pending = http.get("/x");
    expect(busy.count()).toBe(1);
    resolve(reply(200, {}));
    await pending;
    expect(busy.count()).toBe(0);

    stubFetch(reply(200, {}));
    const quiet = http.get("/x", undefined, { busy: false });
    expect(busy.count()).toBe(0);
    await quiet;
  });

  it("uploads multipart with the parameters in the query string", async () => {
    startSession(user);
    const calls = stubFetch(reply(200, { imported: 3 }));
    const form = new FormData();
    form.append("file", new Blob(["a,b"]), "list.csv");
    await expect(http.upload("/app/api/import", form, { mode: "add" })).resolves.toEqual({ imported: 3 });
    expect(calls[0]?.url).toBe(
      "/app/api/import?mode=add&tenantCd=demo&userId=7&processMode=0&systemCd=2&organizationCd=ORG1",
    );
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).not.toHaveProperty("Content-Type");
  });

  it("downloads a file with its name from Content-Disposition", async () => {
    stubFetch(
      new Response("a,b\n", {
        status: 200,
        headers: { "Content-Disposition": "attachment; filename*=UTF-8''%E5%90%8D%E7%B0%BF.csv" },
      }),
    );
    const file = await http.download("/app/api/export", { format: "Csv" });
    expect(file.filename).toBe("名簿.csv");
    expect(await file.blob.text()).toBe("a,b\n");
  });

  it("reads a download's error body as JSON for its message", async () => {
    stubFetch(reply(400, { code: "VALIDATION_ERROR", message: "対象がありません" }));
    await expect(http.download("/app/api/export")).rejects.toMatchObject({ status: 400 });
    expect(danger).toHaveBeenCalledWith({ message: "対象がありません" });
  });
});

describe("errors (spec §8.2)", () => {
  it("turns a network failure into status 0 with the communication message", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    await expect(http.get("/x")).rejects.toMatchObject({ status: 0 });
    expect(danger).toHaveBeenCalledWith({
      message: "通信に失敗しました。電波の良い場所で再度お試しください。",
    });
  });

  it("lets a caller's abort through without a toast", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    const pending = http.get("/x", undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(HttpError);
    expect(danger).not.toHaveBeenCalled();
  });

  it("logs out on a 401 while logged in, with the toast at most once per 5 seconds", async () => {
    startSession(user);
    stubFetch(reply(401, { code: "JSS_MANAGE_AUTHENTICATION_ERROR", message: "x" }), reply(401));
    const failures = await Promise.allSettled([http.get("/a"), http.get("/b")]);
    expect(failures.map((f) => f.status)).toEqual(["rejected", "rejected"]);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledWith({
      message: "一定時間操作がなかったため、自動的にログアウトしました。",
    });
    expect(danger).not.toHaveBeenCalled();
    expect(sessionStore.get().authenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/login", { replace: true });
  });

  it("shows the server's message and goes to /login on a 401 while logged out", async () => {
    stubFetch(reply(401, { code: "JSS_MANAGE_AUTHENTICATION_ERROR", message: "ログインしてください。" }));
    await expect(http.get("/a")).rejects.toMatchObject({ status: 401 });
    expect(danger).toHaveBeenCalledWith({ message: "ログインしてください。" });
    expect(warning).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith("/login", { replace: true });
  });

  it("refuses a prohibited IP address with its own message and ends the session", async () => {
    startSession(user);
    stubFetch(reply(401, "IP address not approval.", { "Content-Type": "text/plain" }));
    await expect(http.post("/a")).rejects.toMatchObject({ status: 401 });
    expect(danger).toHaveBeenCalledWith({
      message: "組織管理者によりこのIPアドレスからの接続は禁止されています。",
    });
    expect(sessionStore.get().authenticated).toBe(false);
  });

  it("stays quiet with notify: false and the caller's own toast does not repeat the helper's", async () => {
    stubFetch(reply(409, { code: "CONFLICT", message: "他のユーザーが更新しました。" }), reply(404));
    const quiet = await http.put("/a", {}, { notify: false }).catch((error: unknown) => error);
    expect(danger).not.toHaveBeenCalled();
    notifyHttpError(quiet);
    expect(danger).toHaveBeenCalledWith({ message: "他のユーザーが更新しました。" });

    danger.mockClear();
    const loud = await http.patch("/b", {}).catch((error: unknown) => error);
    notifyHttpError(loud);
    expect(danger).toHaveBeenCalledTimes(1);
    expect(danger).toHaveBeenCalledWith({
      message: "リクエストURLが存在しません。修正されるまでお待ちください。",
    });
  });
});
