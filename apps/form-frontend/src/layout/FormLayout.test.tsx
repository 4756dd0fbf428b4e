// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formSession } from "../session/form-session";
import { apiError, stubFetch } from "../test/fetch-stub";
import { linkedSession, loggedInProfile, loggedInUser, renderApp } from "../test/render-app";

const ME = "/app/form-api/form-user/me";
const notLoggedIn = { path: ME, ...apiError(401, "UNAUTHENTICATED", "ログインしてください。") };

const sidebar = () => screen.getByRole("navigation", { name: "メニュー" });
const sidebarItems = () => [...sidebar().querySelectorAll("a, button")].map((item) => item.textContent);

describe("form shell (spec §2.2)", () => {
  it("offers only login while logged out, with the organisation's name and logo in the header", async () => {
    const server = stubFetch([
      notLoggedIn,
      { path: "/app/form-api/organization-logo", blob: new Blob(["png"], { type: "image/png" }) },
    ]);
    renderApp("/12/answer", linkedSession());
    await screen.findByRole("heading", { level: 1, name: "2026年度 入学願書" });
    const links = within(sidebar()).getAllByRole("button");
    expect(links.map((l) => l.textContent)).toEqual(["ログイン"]);
    expect(screen.getByTestId("organization-name").textContent).toBe("学務高等学校");
    expect(await screen.findByRole("img", { name: "学務高等学校のロゴ" })).toBeTruthy();
    expect(server.to("/app/form-api/organization-logo")[0]?.headers["x-access-key"]).toBeTruthy();
    expect(screen.getByText("ブラウザの更新ボタンや戻るボタンは使用しないでください。")).toBeTruthy();
    expect(screen.getByRole("button", { name: "メニューを開く" })).toBeTruthy();
  });

  it("shows no logo without an access key", async () => {
    const server = stubFetch([notLoggedIn]);
    renderApp("/mypage", linkedSession({ accessKey: null }));
    await screen.findByRole("heading", { name: "マイページ" });
    expect(screen.queryByTestId("organization-logo")).toBeNull();
    expect(server.to("/app/form-api/organization-logo")).toHaveLength(0);
  });

  it("greets a LINE user as 「…さん」 and offers mypage, form list, profile and logout", async () => {
    const user = { ...loggedInUser, lineDisplayName: "山田 花子" };
    stubFetch([{ path: ME, body: { ...loggedInProfile, ...user } }]);
    renderApp("/formlist", linkedSession({ login: true, formUser: user }));
    await screen.findByRole("heading", { name: "フォーム一覧" });
    expect(screen.getByTestId("form-user-name").textContent).toBe("山田 花子さん");
    expect(sidebarItems()).toEqual(["マイページ", "フォーム一覧", "プロフィール", "ログアウト"]);
    expect(within(sidebar()).getByRole("link", { name: "マイページ" }).getAttribute("href")).toBe(
      "/mypage/KEY-abcdefghijklmnopqrstuvwxyz012345",
    );
  });

  it("names a mail-address user by the login id", async () => {
    stubFetch([{ path: ME, body: loggedInProfile }]);
    renderApp("/mypage", linkedSession({ login: true, formUser: loggedInUser }));
    expect((await screen.findByTestId("form-user-name")).textContent).toBe("hanako@example.jp");
  });

  it("logs out after the confirmation and goes to /mypage/{accessKey} (spec §4)", async () => {
    const server = stubFetch([
      { path: ME, body: loggedInProfile },
      { method: "POST", path: "/app/form-api/logout", body: {} },
    ]);
    const { memoryHistory } = renderApp("/formlist", linkedSession({ login: true, formUser: loggedInUser }));
    await screen.findByRole("heading", { name: "フォーム一覧" });
    fireEvent.click(within(sidebar()).getByRole("button", { name: "ログアウト" }));
    expect(await screen.findByText("ログアウトします。よろしいですか？")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "はい" }));
    await waitFor(() =>
      expect(memoryHistory.location.pathname).toBe("/mypage/KEY-abcdefghijklmnopqrstuvwxyz012345"),
    );
    expect(server.to("/app/form-api/logout", "POST")).toHaveLength(1);
    expect(formSession.get().login).toBe(false);
    expect(formSession.get().formUser).toBeNull();
    // The mypage takes its key back from the URL.
    await waitFor(() => expect(formSession.get().accessKey).toBe("KEY-abcdefghijklmnopqrstuvwxyz012345"));
    expect(
      within(sidebar())
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["ログイン"]);
  });

  it("stays logged in when the logout is cancelled", async () => {
    const server = stubFetch([{ path: ME, body: loggedInProfile }]);
    renderApp("/formlist", linkedSession({ login: true, formUser: loggedInUser }));
    await screen.findByRole("heading", { name: "フォーム一覧" });
    fireEvent.click(within(sidebar()).getByRole("button", { name: "ログアウト" }));
    fireEvent.click(await screen.findByRole("button", { name: "いいえ" }));
    expect(server.to("/app/form-api/logout")).toHaveLength(0);
    expect(formSession.get().login).toBe(true);
  });

  it("picks up a login made elsewhere (the LINE callback) from the server", async () => {
    stubFetch([{ path: ME, body: { ...loggedInProfile, lineDisplayName: "LINE太郎" } }]);
    renderApp("/12/answer", linkedSession());
    expect((await screen.findByTestId("form-user-name")).textContent).toBe("LINE太郎さん");
    expect(formSession.get().login).toBe(true);
  });

  it("handles a user deleted while logged in (spec §8.1)", async () => {
    stubFetch([{ path: ME, ...apiError(401, "FORM_USER_NOT_FOUND", "ユーザー情報が削除されました。") }]);
    const { memoryHistory } = renderApp("/formlist", linkedSession({ login: true, formUser: loggedInUser }));
    expect(await screen.findByText("ユーザー情報が削除されました。")).toBeTruthy();
    await waitFor(() =>
      expect(memoryHistory.location.pathname).toBe("/mypage/KEY-abcdefghijklmnopqrstuvwxyz012345"),
    );
    expect(formSession.get().login).toBe(false);
  });
});
