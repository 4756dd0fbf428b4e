// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, stubFetch } from "../../test/fetch-stub";
import { API, inboxMessage, ME_OK, renderApp } from "../../test/render-app";

const UNREAD = { path: `${API}/inbox/unread-count`, body: { count: 0 } };

describe("a message", () => {
  it("shows the body, the link and the attachments, and never a script link", async () => {
    stubFetch([
      ME_OK,
      UNREAD,
      {
        path: `${API}/inbox/41`,
        body: inboxMessage({
          linkUrl: "https://school.example.jp/news/1",
          attachments: [
            { name: "しおり.pdf", url: "/app/api/files/1" },
            { name: "bad", url: "javascript:alert(1)" },
          ],
        }),
      },
    ]);
    renderApp("/messages/41");
    expect(await screen.findByRole("heading", { level: 1, name: "明日の遠足について" })).toBeTruthy();
    expect(await screen.findByText("通常授業")).toBeTruthy();
    expect(screen.getByRole("link", { name: "リンクを開く" }).getAttribute("href")).toBe(
      "https://school.example.jp/news/1",
    );
    expect(screen.getByRole("link", { name: "しおり.pdf" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "bad" })).toBeNull();
    expect(screen.queryByRole("button", { name: "返信する" })).toBeNull();
  });

  it("takes a reply with the CSRF header and shows it as sent", async () => {
    const api = stubFetch([
      ME_OK,
      UNREAD,
      { path: `${API}/inbox/41`, body: inboxMessage({ replyEnabled: true, replyChoices: ["出席", "欠席"] }) },
      {
        method: "POST",
        path: `${API}/inbox/41/reply`,
        body: {
          text: "",
          choice: "出席",
          answeredAt: "2026-04-10T01:00:00.000Z",
        },
      },
    ]);
    renderApp("/messages/41");
    const send = await screen.findByRole("button", { name: "返信する" });
    await userEvent.click(send);
    expect(screen.getByText("回答を選んでください")).toBeTruthy();
    // A message with choices takes a choice, not free text.
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(api.to(`${API}/inbox/41/reply`, "POST")).toHaveLength(0);

    await userEvent.click(screen.getByRole("radio", { name: "出席" }));
    await userEvent.click(send);
    expect(await screen.findByText("返信しました")).toBeTruthy();
    const [call] = api.to(`${API}/inbox/41/reply`, "POST");
    expect(call?.json).toEqual({ text: "", choice: "出席" });
    expect(call?.headers["x-requested-by"]).toBe("gakumu-member-app");
    expect(screen.getByText("2026/04/10 10:00")).toBeTruthy();
  });

  it("shows the server's message when the reply is refused", async () => {
    stubFetch([
      ME_OK,
      UNREAD,
      { path: `${API}/inbox/41`, body: inboxMessage({ replyEnabled: true }) },
      {
        method: "POST",
        path: `${API}/inbox/41/reply`,
        ...apiError(409, "CONFLICT", "このお知らせへの返信は締め切られました。"),
      },
    ]);
    renderApp("/messages/41");
    await userEvent.type(await screen.findByRole("textbox", { name: "返信の内容" }), "はい");
    await userEvent.click(screen.getByRole("button", { name: "返信する" }));
    expect(await screen.findByText("このお知らせへの返信は締め切られました。")).toBeTruthy();
  });

  it("says a message of someone else, or gone, cannot be found", async () => {
    stubFetch([ME_OK, UNREAD, { path: `${API}/inbox/99`, ...apiError(404, "NOT_FOUND", "x") }]);
    renderApp("/messages/99");
    expect(await screen.findByRole("heading", { name: "お知らせが見つかりません" })).toBeTruthy();
  });
});
