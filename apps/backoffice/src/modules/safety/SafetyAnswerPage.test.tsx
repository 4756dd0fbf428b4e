// @vitest-environment jsdom
import "../../i18n";
import { renderWithProviders } from "@gakumu/ui/test";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isPublicPath, setNavigator } from "../../app/navigation";
import { fakeApi } from "../../test/fake-api.testing";
import { SafetyAnswerPage } from "./SafetyAnswerPage";

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/safety-answer", element: <SafetyAnswerPage /> },
      { path: "/mail-answer-end", element: <p>回答を送信しました</p> },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to, options) => void router.navigate(to, options));
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

const VIEW = {
  organizationName: "さくら高等学校",
  title: "【訓練】安否確認訓練",
  isDrill: true,
  bodyHtml: "<p>訓練です。</p>",
  questions: ["COME_TO_SCHOOL" as const],
  open: true,
  recipientName: "生徒 A2",
  answer: null,
};

describe("/safety-answer", () => {
  it("is public: a member answers from the mail link without logging in", () => {
    expect(isPublicPath("/safety-answer")).toBe(true);
  });

  it("answers with the personal key, then shows /mail-answer-end", async () => {
    const calls = fakeApi({
      "POST /app/api/safety-answer/open": [200, VIEW],
      "POST /app/api/safety-answer": [200, { ...VIEW, answer: null }],
    });
    const router = open("/safety-answer?key=k".padEnd(60, "x"));
    expect(await screen.findByText("これは訓練です。実際の災害ではありません。")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "無事" }));
    await user.click(screen.getByRole("radio", { name: "できない" }));
    await user.click(screen.getByRole("button", { name: "この内容で回答する" }));
    expect(await screen.findByText("回答を送信しました")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/mail-answer-end");
    const answer = calls.find((c) => c.path === "/app/api/safety-answer" && c.method === "POST");
    expect(answer?.body).toMatchObject({ safetyState: 1, answers: { COME_TO_SCHOOL: "NO" } });
  });

  it("explains a forged or expired link in Japanese", async () => {
    fakeApi({
      "POST /app/api/safety-answer/open": [
        403,
        { code: "FORM_ACCESS_KEY_IS_NOT_VALID", message: "このリンクは無効か、有効期限が切れています。" },
      ],
    });
    open("/safety-answer?key=forged");
    expect(await screen.findByText("このリンクは使えません")).toBeTruthy();
    expect(screen.getAllByText("このリンクは無効か、有効期限が切れています。").length).toBeGreaterThan(0);
  });

  it("shows a closed confirmation without answer buttons", async () => {
    fakeApi({ "POST /app/api/safety-answer/open": [200, { ...VIEW, open: false }] });
    open("/safety-answer?key=k");
    expect(await screen.findByText("回答受付は終了しました")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "無事" })).toBeNull();
  });
});
