// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeClick, installOperationLog } from "./operation-log";
import { endSession, pageStore, startSession } from "./session/session-store";

const user = { tenantCd: "demo", loginUserId: 7, systemCd: 2, organizationCd: "ORG1", processMode: 0 };

function button(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe("describeClick", () => {
  beforeEach(() =>
    pageStore.set({ functionId: "login-users", title: "ログインユーザー管理", className: "" }),
  );

  it.each([
    ['<button type="button">  保存\n する </button>', { buttonId: "保存 する", buttonName: "保存 する" }],
    ['<button data-operation-id="save-user">保存</button>', { buttonId: "save-user", buttonName: "保存" }],
    ['<button aria-label="閉じる"><svg></svg></button>', { buttonId: "閉じる", buttonName: "閉じる" }],
    ['<div role="button">開く</div>', { buttonId: "開く", buttonName: "開く" }],
    [
      '<button aria-label="ユーザーメニュー">山 山田 花子</button>',
      { buttonId: "ユーザーメニュー", buttonName: "ユーザーメニュー" },
    ],
    ['<input type="submit" value="検索">', { buttonId: "検索", buttonName: "検索" }],
  ])("%s", (html, expected) => {
    expect(describeClick(button(html), "/login-users")).toEqual({
      logType: "CLICK",
      functionId: "login-users",
      functionName: "ログインユーザー管理",
      ...expected,
    });
  });

  it("finds the button from a click on its label", () => {
    const target = button("<button><span>削除</span></button>").querySelector("span");
    expect(describeClick(target, "/login-users")).toMatchObject({ buttonName: "削除" });
  });

  it.each([
    ["<a href='/x'>link</a>"],
    ["<p>text</p>"],
    ["<button data-disabled>参照のみ</button>"],
    ["<button aria-disabled='true'>参照のみ</button>"],
    ["<button disabled>無効</button>"],
  ])("ignores %s", (html) => {
    expect(describeClick(button(html), "/x")).toBeNull();
  });

  it("names no function when the page state belongs to another path", () => {
    expect(describeClick(button("<button>OK</button>"), "/SelectProcess")).toMatchObject({
      functionId: "SelectProcess",
      functionName: "",
    });
  });
});

describe("installOperationLog", () => {
  let uninstall: () => void;
  const fetchMock = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    uninstall = installOperationLog();
    window.history.replaceState(null, "", "/login-users?categoryCd=800");
    pageStore.set({ functionId: "login-users", title: "ログインユーザー管理", className: "" });
  });

  afterEach(() => {
    uninstall();
    endSession();
    vi.unstubAllGlobals();
  });

  it("posts every button click while logged in, fire-and-forget with keepalive", () => {
    startSession(user);
    button("<button>保存</button>").click();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/app/api/com/output/operationLog");
    expect(init).toMatchObject({ method: "POST", credentials: "include", keepalive: true });
    expect(init.headers).toMatchObject({ "X-Requested-By": "gakumu", "Content-Type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({
      logType: "CLICK",
      functionId: "login-users",
      functionName: "ログインユーザー管理",
      buttonId: "保存",
      buttonName: "保存",
      screenPath: "/login-users?categoryCd=800",
      tenantCd: "demo",
      userId: 7,
      processMode: 0,
      systemCd: 2,
      organizationCd: "ORG1",
    });
  });

  it("logs even when a handler stops the click's propagation", () => {
    startSession(user);
    const target = button("<button>止める</button>");
    target.addEventListener("click", (event) => event.stopPropagation());
    target.click();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends nothing while logged out", () => {
    button("<button>ログイン</button>").click();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never surfaces a failure", async () => {
    startSession(user);
    fetchMock.mockRejectedValue(new TypeError("offline"));
    expect(() => button("<button>保存</button>").click()).not.toThrow();
    await Promise.resolve();
  });
});
