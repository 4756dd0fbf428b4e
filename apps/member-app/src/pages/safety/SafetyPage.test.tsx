// @vitest-environment jsdom
import type { SafetyAnswerView } from "@gakumu/domain/safety/safety-api";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/fetch-stub";
import { API, inboxMessage, ME_OK, renderApp } from "../../test/render-app";

const UNREAD = { path: `${API}/inbox/unread-count`, body: { count: 0 } };

const view = (over: Partial<SafetyAnswerView> = {}): SafetyAnswerView => ({
  organizationName: "さくら高等学校",
  title: "【訓練】安否確認訓練",
  isDrill: true,
  bodyHtml: "<p>訓練です。</p>",
  questions: ["LOCATION", "FREE_TEXT"],
  open: true,
  recipientName: "生徒 A1",
  answer: null,
  ...over,
});

describe("a safety confirmation in the member app", () => {
  it("is marked as a drill and sends the state with one tap and the chosen location", async () => {
    const api = stubFetch([
      ME_OK,
      UNREAD,
      { path: `${API}/safety/7`, body: view() },
      {
        method: "PUT",
        path: `${API}/safety/7/answer`,
        body: view({
          answer: {
            safetyState: 2,
            answers: { LOCATION: "HOME" },
            answerMethod: "MOBILE_APP",
            answeredAt: "2026-04-10T01:00:00.000Z",
            byStaff: false,
          },
        }),
      },
    ]);
    renderApp("/safety/7");
    expect(await screen.findByRole("heading", { level: 1, name: "【訓練】安否確認訓練" })).toBeTruthy();
    expect(screen.getByText("これは訓練です。実際の災害ではありません。")).toBeTruthy();
    const send = screen.getByRole("button", { name: "この内容で回答する" });
    expect(send.hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "軽傷" }));
    await userEvent.click(screen.getByRole("radio", { name: "自宅" }));
    await userEvent.click(send);
    expect(await screen.findByText(/現在の回答：軽傷/)).toBeTruthy();
    const [call] = api.to(`${API}/safety/7/answer`, "PUT");
    expect(call?.json).toEqual({ safetyState: 2, answers: { LOCATION: "HOME" } });
    expect(screen.getByRole("button", { name: "回答を変更する" })).toBeTruthy();
  });

  it("says in Japanese that answering has closed, without answer buttons", async () => {
    stubFetch([ME_OK, UNREAD, { path: `${API}/safety/7`, body: view({ open: false }) }]);
    renderApp("/safety/7");
    expect(await screen.findByText("回答受付は終了しました")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "無事" })).toBeNull();
  });

  it("opens the answer screen from the inbox message of a safety send", async () => {
    stubFetch([
      ME_OK,
      UNREAD,
      { path: `${API}/inbox/7`, body: inboxMessage({ deliveryId: 7, kind: 2, title: "安否確認" }) },
      { path: `${API}/safety/7`, body: view({ isDrill: false, title: "地震発生に伴う安否確認" }) },
    ]);
    renderApp("/messages/7");
    expect(await screen.findByRole("heading", { level: 1, name: "地震発生に伴う安否確認" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "重傷" })).toBeTruthy();
  });
});
