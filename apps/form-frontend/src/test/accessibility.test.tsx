// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openLoginModal } from "../auth/login-modal-store";
import { accessibilityProblems } from "./accessibility";
import { currentAnswer, DEFINITION, PATHS } from "./answer-stubs";
import { apiError, stubFetch } from "./fetch-stub";
import { linkedSession, loggedInProfile, loggedInUser, renderApp } from "./render-app";

const ME = "/app/form-api/form-user/me";
const loggedOut = { path: ME, ...apiError(401, "UNAUTHENTICATED", "x") };

describe("accessibility of the form screens", () => {
  it.each([
    ["/12/answer", "2026年度 入学願書"],
    ["/12/answer-confirm", "入力内容の確認"],
    ["/12/answer-complete", "回答を送信しました"],
    ["/12/answered", "回答済みです"],
    ["/mypage", "マイページ"],
    ["/formlist", "フォーム一覧"],
    ["/profile", "プロフィール"],
  ])("%s has labelled controls, ordered headings and landmarks", async (path, heading) => {
    stubFetch([
      { path: ME, body: { ...loggedInProfile, name: "山田" } },
      DEFINITION,
      // A sent answer opens /12/answered instead (spec §4): the answer screen is checked with a draft.
      currentAnswer(path === "/12/answer" ? { answerStatus: 2 } : { answerStatus: 1, receiptNo: 3 }),
      { path: PATHS.mine, body: { answers: [] } },
      { path: PATHS.formList, body: { forms: [] } },
    ]);
    localStorage.setItem(
      "gakumu.form-answer-input.12",
      JSON.stringify({ values: { name: "山田 花子" }, formUserId: 7, savedAt: "2026-01-01T00:00:00Z" }),
    );
    renderApp(path, linkedSession({ login: true, formUser: loggedInUser }));
    await screen.findByRole("heading", { name: heading });
    if (path === "/profile") await screen.findByLabelText("電話番号");
    if (path === "/12/answer") await screen.findByRole("textbox", { name: "氏名 必須" });
    if (path === "/12/answer-confirm") await screen.findByText("山田 花子");
    expect(accessibilityProblems()).toEqual([]);
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "メニュー" })).toBeTruthy();
  });

  it("the answer screen passes with its errors shown", async () => {
    stubFetch([loggedOut, DEFINITION]);
    renderApp("/12/answer", linkedSession());
    fireEvent.click(await screen.findByRole("button", { name: "確認画面へ" }));
    await screen.findByTestId("error-summary");
    expect(accessibilityProblems()).toEqual([]);
  });

  it("the login modal's fields are labelled and its errors announced", async () => {
    stubFetch([loggedOut]);
    renderApp("/12/answer", linkedSession());
    await screen.findByRole("heading", { level: 1 });
    openLoginModal("login");
    const dialog = await screen.findByRole("dialog", { name: "ログイン" });
    fireEvent.click(within(dialog).getByRole("button", { name: "ログイン" }));
    await within(dialog).findAllByRole("alert");
    expect(accessibilityProblems()).toEqual([]);
    fireEvent.click(within(dialog).getByRole("tab", { name: "新規登録" }));
    await screen.findByRole("dialog", { name: "新規登録" });
    expect(accessibilityProblems()).toEqual([]);
  });

  it("the password-reset page passes with its errors shown", async () => {
    stubFetch([]);
    renderApp("/password-reset?accessKey=K&resetId=R");
    fireEvent.click(await screen.findByRole("button", { name: "パスワードを変更する" }));
    await screen.findAllByRole("alert");
    expect(accessibilityProblems()).toEqual([]);
  });

  it("the not-found page passes too", async () => {
    renderApp("/not-found");
    await screen.findByRole("heading", { name: "ページを表示できません" });
    expect(accessibilityProblems()).toEqual([]);
  });
});
