// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/fetch-stub";
import { API, ME_OK, renderApp } from "../../test/render-app";

const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "FAQ",
  title,
  bodyHtml: `<p>${title}の答えです。</p>`,
  categoryName: null,
  attachments: [],
  publishFrom: "2026-04-01 08:00",
  publishTo: null,
  pinned: false,
  read: false,
  ...extra,
});

describe("学校のお知らせ and よくある質問", () => {
  it("opens an announcement and tells the school it was read", async () => {
    const stub = stubFetch([
      ME_OK,
      {
        path: `${API}/news/announcement`,
        body: { items: [item(5, "運動会の延期", { type: "ANNOUNCEMENT" })] },
      },
      {
        path: `${API}/news/announcement/5`,
        body: item(5, "運動会の延期", { type: "ANNOUNCEMENT", read: true }),
      },
    ]);
    renderApp("/board");
    expect(await screen.findByText("未読")).toBeTruthy();
    await userEvent.click(screen.getByText("運動会の延期"));
    expect(await screen.findByText("運動会の延期の答えです。")).toBeTruthy();
    await waitFor(() => expect(stub.to(`${API}/news/announcement/5`)).toHaveLength(1));
  });

  it("groups the FAQ by category and searches it without regard to width or case", async () => {
    stubFetch([
      ME_OK,
      {
        path: `${API}/news/faq`,
        body: {
          items: [
            item(1, "欠席の連絡方法", { categoryName: "欠席・遅刻" }),
            item(2, "ＰＴＡ会費の納入", { categoryName: "お金" }),
            item(3, "制服の購入", {}),
          ],
        },
      },
    ]);
    renderApp("/faq");
    expect(await screen.findByRole("heading", { name: "欠席・遅刻" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "その他" })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("質問を検索"), "pta");
    expect(screen.getByText("ＰＴＡ会費の納入")).toBeTruthy();
    expect(screen.queryByText("欠席の連絡方法")).toBeNull();
  });
});
