// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { rememberSentAnswer } from "../../session/sent-answers";
import { currentAnswer, DEFINITION, ME_OK, NO_ANSWER, PATHS } from "../../test/answer-stubs";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { linkedSession, loggedInUser, renderApp } from "../../test/render-app";

// Spec §4: a sent answer (ANSWERED, FIXED) opens /{formId}/answered, however the form was reached.

const KEY = "KEY-abcdefghijklmnopqrstuvwxyz012345";
const ME_OUT = { path: PATHS.me, ...apiError(401, "UNAUTHENTICATED", "ログインしてください。") };
const sent = (extra: Parameters<typeof currentAnswer>[0] = {}) =>
  currentAnswer({ answerStatus: 1, receiptNo: 31, lastSubmittedAt: "2026-02-01T03:04:00Z", ...extra });

describe("reopening a form after sending", () => {
  it("takes a user whose login is found after the link opened to the answered screen, status 回答済み", async () => {
    // A new tab: the link's session starts logged out, the session check then finds the login.
    stubFetch([ME_OK, DEFINITION, sent()]);
    const { memoryHistory } = renderApp("/12/answer", linkedSession());
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answered"), { timeout: 5000 });
    expect(await screen.findByTestId("receipt-no", undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("answer-status").textContent).toBe("回答状況: 回答済み"));
    expect(screen.queryByRole("button", { name: "一時保存" })).toBeNull();
  });

  it("opens a sent answer for changes only through 「回答を修正する」, without 一時保存", async () => {
    stubFetch([ME_OK, DEFINITION, sent()]);
    const { memoryHistory } = renderApp(
      "/12/answered",
      linkedSession({ login: true, formUser: loggedInUser }),
    );
    fireEvent.click(await screen.findByRole("link", { name: "回答を修正する" }, { timeout: 5000 }));
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answer"), { timeout: 5000 });
    expect(
      ((await screen.findByRole("textbox", { name: "氏名 必須" }, { timeout: 5000 })) as HTMLInputElement)
        .value,
    ).toBe("山田 花子");
    expect(screen.getByRole("button", { name: "確認画面へ" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "一時保存" })).toBeNull();
    expect(memoryHistory.location.pathname).toBe("/12/answer");
  });

  it("still offers 一時保存 for a draft", async () => {
    stubFetch([ME_OK, DEFINITION, currentAnswer({ answerStatus: 2 })]);
    renderApp("/12/answer", linkedSession({ login: true, formUser: loggedInUser }));
    expect(await screen.findByRole("button", { name: "一時保存" }, { timeout: 5000 })).toBeTruthy();
  });

  it("shows a visitor the answer this device sent through the link, and lets another person answer", async () => {
    rememberSentAnswer(12, KEY, 57);
    stubFetch([ME_OUT, DEFINITION]);
    const { memoryHistory } = renderApp("/12/answer", linkedSession());
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answered"), { timeout: 5000 });
    expect((await screen.findByTestId("receipt-no", undefined, { timeout: 5000 })).textContent).toBe("57");
    expect(
      screen.getByText("このフォームには回答済みです。回答内容はマイページから確認できます。"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "新しく回答する" }));
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answer"), { timeout: 5000 });
    expect(await screen.findByRole("textbox", { name: "氏名 必須" }, { timeout: 5000 })).toBeTruthy();
  });

  it("does not count an answer sent through another link of the form", async () => {
    rememberSentAnswer(12, "KEY-of-another-invitation-000000000000", 57);
    stubFetch([ME_OUT, DEFINITION]);
    const { memoryHistory } = renderApp("/12/answer", linkedSession());
    expect(await screen.findByRole("textbox", { name: "氏名 必須" }, { timeout: 5000 })).toBeTruthy();
    expect(memoryHistory.location.pathname).toBe("/12/answer");
  });
});

describe("/{formId}/answered for someone who has not sent", () => {
  it("sends a visitor to the answer screen when login is optional", async () => {
    stubFetch([ME_OUT, DEFINITION]);
    const { memoryHistory } = renderApp("/12/answered", linkedSession());
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answer"), { timeout: 5000 });
    expect(screen.queryByText("回答済みです")).toBeNull();
    expect(await screen.findByRole("textbox", { name: "氏名 必須" }, { timeout: 5000 })).toBeTruthy();
  });

  it("opens the login for a visitor when the form needs an account, even when it is closed", async () => {
    stubFetch([ME_OUT, DEFINITION]);
    const session = linkedSession();
    session.form = { ...session.form!, loginRequired: 1, reception: "CLOSED" };
    const { memoryHistory } = renderApp("/12/answered", session);
    expect(await screen.findByRole("dialog", { name: "ログイン" }, { timeout: 4000 })).toBeTruthy();
    expect(memoryHistory.location.pathname).toBe("/12/answer");
  });

  it("sends a logged-in user without a sent answer to the answer screen", async () => {
    stubFetch([ME_OK, DEFINITION, NO_ANSWER]);
    const { memoryHistory } = renderApp(
      "/12/answered",
      linkedSession({ login: true, formUser: loggedInUser }),
    );
    await waitFor(() => expect(memoryHistory.location.pathname).toBe("/12/answer"), { timeout: 5000 });
  });
});

describe("mypage", () => {
  it("shows the link's form with the status of the user's answers, not a stale 未回答", async () => {
    stubFetch([
      ME_OK,
      {
        path: PATHS.mine,
        body: {
          answers: [
            {
              answerId: 5,
              formId: 12,
              formTitle: "2026年度 入学願書",
              formType: "APPLICATION",
              answerStatus: 1,
              receiptNo: 31,
              lastSubmittedAt: "2026-02-01T03:04:00Z",
              updatedAt: "2026-02-01T03:04:00Z",
              answerPeriodEnd: null,
              editDeadline: null,
              editable: false,
              reception: "OPEN",
              remandMessage: null,
            },
          ],
        },
      },
    ]);
    // The session last saw the form before the answer was sent (another tab or device sent it).
    renderApp(`/mypage/${KEY}`, linkedSession({ login: true, formUser: loggedInUser }));
    const cards = await screen.findAllByRole("article", { name: "2026年度 入学願書" }, { timeout: 5000 });
    await waitFor(() => {
      for (const card of cards) expect(within(card).queryByText("未回答")).toBeNull();
    });
    expect(within(cards[0]!).getByText("回答済み")).toBeTruthy();
    expect(screen.getByRole("link", { name: "フォームを開く" }).getAttribute("href")).toBe("/12/answered");
  });
});
